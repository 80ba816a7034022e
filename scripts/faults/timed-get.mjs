// One GET with its time and status; never waits longer than `timeoutMs` (then status 0: a hang).
export async function timedGet(url, { timeoutMs = 10_000, headers = {} } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const body = await res.text();
    return { status: res.status, ms: Math.round(performance.now() - started), body };
  } catch (err) {
    const error = err.cause?.code ? `${err.message} (${err.cause.code})` : err.message;
    return { status: 0, ms: Math.round(performance.now() - started), error, body: '' };
  }
}

export const PAGES = ['/', '/listings', '/listings/1', '/auctioneers', '/articles'];
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
