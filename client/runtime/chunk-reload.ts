import { reportClientError } from './client-errors';

/** SPEC §9: after a chunk-error reload, another one waits at least this long. */
export const CHUNK_RELOAD_TTL_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  // Vite's own message when a chunk's stylesheet cannot be loaded.
  /Unable to preload CSS/i,
];

/** A page chunk that could not be loaded (e.g. client/routes/lazy-page.ts after a failed import). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR.some((re) => re.test(message));
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True (and the time recorded) when no chunk reload happened in the last 10 s. Storage that
 * cannot be read or written answers false: without a record, a broken deploy would reload forever.
 */
export function claimChunkReload(
  getStorage: () => KeyValueStorage | null | undefined,
  now: number,
  ttlMs = CHUNK_RELOAD_TTL_MS,
): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && now - last >= 0 && now - last < ttlMs) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return storage.getItem(CHUNK_RELOAD_KEY) === String(now);
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'reload'>;
  };
  /** Accessing `window.sessionStorage` itself throws when storage is disabled: pass a getter. */
  storage?: () => KeyValueStorage | null | undefined;
  now?: () => number;
}

/** The deps of the page itself (for error boundaries; installClientRuntime passes its own). */
export function browserChunkReloadDeps(): ChunkReloadDeps {
  return { win: window, storage: () => window.sessionStorage };
}

/**
 * Windows whose reload is under way, and since when. The page keeps running until the new
 * document arrives, so the same failure may be reported again meanwhile (the preload event, then
 * the error boundary): that is not a second reload. A reload that never happened (a cancelled
 * unload) stops counting after the guard's time-to-live.
 */
const reloading = new WeakMap<object, number>();

function reloadOnce(error: unknown, deps: ChunkReloadDeps): boolean {
  const now = (deps.now ?? Date.now)();
  const since = reloading.get(deps.win);
  if (since !== undefined && now - since >= 0 && now - since < CHUNK_RELOAD_TTL_MS) return true;
  if (!claimChunkReload(deps.storage ?? (() => sessionStorage), now)) {
    reportClientError(error, 'chunk load failed again within 10 s; not reloading');
    return false;
  }
  reloading.set(deps.win, now);
  deps.win.location.reload();
  return true;
}

let speculative = 0;

/**
 * Runs a speculative chunk load (link prefetch). Its failure must not reload the page under the
 * visitor's pointer: the preload event is ignored meanwhile and the caller gets the rejection. A
 * navigation that fails at the same time still reloads, through the route error boundary.
 */
export async function whilePreloading<T>(load: () => Promise<T>): Promise<T> {
  speculative++;
  try {
    return await load();
  } finally {
    speculative--;
  }
}

/** Reloads the page for a chunk error (once per 10 s); returns whether it did (or already is). */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  return isChunkLoadError(error) && reloadOnce(error, deps);
}

/** Listens for Vite's preload errors and unhandled dynamic-import rejections. */
export function installChunkReload(deps: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    if (speculative > 0) return;
    // Every preload error is a chunk error (CSS ones read 'Unable to preload CSS'). Vite throws
    // the error unless prevented; once we reload, there is nothing left to throw for.
    if (reloadOnce((event as Event & { payload?: unknown }).payload, deps)) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    if (reloadForChunkError((event as PromiseRejectionEvent).reason, deps)) event.preventDefault();
  };
  deps.win.addEventListener('vite:preloadError', onPreloadError);
  deps.win.addEventListener('unhandledrejection', onRejection);
  return () => {
    deps.win.removeEventListener('vite:preloadError', onPreloadError);
    deps.win.removeEventListener('unhandledrejection', onRejection);
  };
}
