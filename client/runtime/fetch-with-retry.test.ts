import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFetchWithRetry,
  DEFAULT_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  retryDelayMs,
  sleep,
  type Fetch,
} from './fetch-with-retry';

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [200, 204, 301, 400, 401, 403, 404, 410, 501, 505];
const IDEMPOTENT = ['GET', 'HEAD', 'OPTIONS'];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A fake fetch answering with the given statuses in turn (the last one repeats). */
function fakeFetch(...answers: (number | Error | Response)[]) {
  let i = 0;
  return vi.fn<Fetch>(async () => {
    const a = answers[Math.min(i++, answers.length - 1)]!;
    if (a instanceof Error) throw a;
    if (a instanceof Response) return a;
    return new Response(a === 204 || a === 304 ? null : 'body', { status: a });
  });
}

function setup(...answers: (number | Error | Response)[]) {
  const fetch = fakeFetch(...answers);
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
  const now = () => Date.parse('2030-01-01T00:00:00Z');
  return { fetch, sleep, run: createFetchWithRetry({ fetch, sleep, now }) };
}

describe('fetchWithRetry: status × method', () => {
  for (const method of IDEMPOTENT) {
    it.each(RETRIED)(`${method} is retried exactly once on %i`, async (status) => {
      const { fetch, sleep, run } = setup(status, 200);
      const res = await run('/x', { method });
      expect(res.status).toBe(200);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(sleep).toHaveBeenCalledWith(DEFAULT_RETRY_DELAY_MS, undefined);
    });

    it.each(RETRIED)(`${method} gives up after one retry on %i`, async (status) => {
      const { fetch, run } = setup(status);
      expect((await run('/x', { method })).status).toBe(status);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it.each(NOT_RETRIED)(`${method} is not retried on %i`, async (status) => {
      const { fetch, sleep, run } = setup(status, 200);
      expect((await run('/x', { method })).status).toBe(status);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    });

    it(`${method} is retried once after a network error`, async () => {
      const { fetch, run } = setup(new TypeError('Failed to fetch'), 200);
      expect((await run('/x', { method })).status).toBe(200);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it(`${method} rethrows a second network error`, async () => {
      const { fetch, run } = setup(new TypeError('Failed to fetch'));
      await expect(run('/x', { method })).rejects.toThrow('Failed to fetch');
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  }

  for (const method of WRITES) {
    it.each([...RETRIED, ...NOT_RETRIED])(`${method} is never retried (%i)`, async (status) => {
      const { fetch, sleep, run } = setup(status, 200);
      expect((await run('/x', { method, body: '{}' })).status).toBe(status);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    });

    it(`${method} is not retried after a network error`, async () => {
      const { fetch, run } = setup(new TypeError('Failed to fetch'), 200);
      await expect(run('/x', { method })).rejects.toThrow('Failed to fetch');
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  }

  it('treats a missing method as GET and reads lower-case methods', async () => {
    const a = setup(503, 200);
    await a.run('/x');
    expect(a.fetch).toHaveBeenCalledTimes(2);
    const b = setup(503, 200);
    await b.run('/x', { method: 'get' });
    expect(b.fetch).toHaveBeenCalledTimes(2);
    const c = setup(503, 200);
    await c.run('/x', { method: 'post' });
    expect(c.fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the method of a Request object and sends a fresh copy each time', async () => {
    const get = setup(503, 200);
    await get.run(new Request('https://x.test/a'));
    expect(get.fetch).toHaveBeenCalledTimes(2);
    expect(get.fetch.mock.calls[0]![0]).not.toBe(get.fetch.mock.calls[1]![0]);
    const post = setup(503, 200);
    await post.run(new Request('https://x.test/a', { method: 'POST', body: 'x' }));
    expect(post.fetch).toHaveBeenCalledTimes(1);
  });

  it('passes the URL and init through unchanged', async () => {
    const { fetch, run } = setup(200);
    const init = { method: 'GET', headers: { accept: 'application/json' } };
    await run('/builds/latest.json', init);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', init);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');

  it.each([
    [null, DEFAULT_RETRY_DELAY_MS],
    ['', DEFAULT_RETRY_DELAY_MS],
    ['soon', DEFAULT_RETRY_DELAY_MS],
    ['-5', DEFAULT_RETRY_DELAY_MS],
    ['1.5', DEFAULT_RETRY_DELAY_MS],
    ['0', 0],
    ['2', 2000],
    [' 1 ', 1000],
    ['3', 3000],
    ['4', MAX_RETRY_DELAY_MS],
    ['86400', MAX_RETRY_DELAY_MS],
    ['Tue, 01 Jan 2030 00:00:02 GMT', 2000],
    ['Tue, 01 Jan 2030 00:01:00 GMT', MAX_RETRY_DELAY_MS],
    ['Mon, 31 Dec 2029 23:59:00 GMT', 0],
  ])('%j → %i ms', (header, ms) => {
    expect(retryDelayMs(header, now)).toBe(ms);
  });

  it('waits the Retry-After seconds of the response before the retry', async () => {
    const { sleep, run } = setup(
      new Response(null, { status: 429, headers: { 'Retry-After': '2' } }),
      200,
    );
    await run('/x');
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
  });

  it('waits until the Retry-After date, capped', async () => {
    const a = setup(
      new Response(null, {
        status: 503,
        headers: { 'Retry-After': 'Tue, 01 Jan 2030 00:00:01 GMT' },
      }),
      200,
    );
    await a.run('/x');
    expect(a.sleep).toHaveBeenCalledWith(1000, undefined);
    const b = setup(
      new Response(null, {
        status: 503,
        headers: { 'Retry-After': 'Wed, 02 Jan 2030 00:00:00 GMT' },
      }),
      200,
    );
    await b.run('/x');
    expect(b.sleep).toHaveBeenCalledWith(MAX_RETRY_DELAY_MS, undefined);
  });
});

describe('abort signal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not retry a request that was aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<Fetch>(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const run = createFetchWithRetry({ fetch, sleep: async () => undefined });
    await expect(run('/x', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting and skips the retry when aborted during the delay', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = fakeFetch(503, 200);
    const run = createFetchWithRetry({ fetch });
    const pending = run('/x', { signal: controller.signal });
    const settled = expect(pending).rejects.toThrow('stop');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('stop'));
    await settled;
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes the signal of a Request object to the delay', async () => {
    const { sleep, run } = setup(503, 200);
    const controller = new AbortController();
    await run(new Request('https://x.test/', { signal: controller.signal }));
    expect(sleep.mock.calls[0]![1]).toBeInstanceOf(AbortSignal);
  });

  it('sleep resolves after the delay and rejects at once on an aborted signal', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void sleep(300).then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    await expect(sleep(300, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
