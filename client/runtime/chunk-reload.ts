import { reportClientError } from './client-errors';

/** SPEC §9: after a chunk-error reload, another one waits at least this long. */
export const CHUNK_RELOAD_TTL_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

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

function reloadOnce(error: unknown, deps: ChunkReloadDeps): boolean {
  const now = (deps.now ?? Date.now)();
  if (!claimChunkReload(deps.storage ?? (() => sessionStorage), now)) {
    reportClientError(error, 'chunk load failed again within 10 s; not reloading');
    return false;
  }
  deps.win.location.reload();
  return true;
}

/** Reloads the page for a chunk error (once per 10 s); returns whether it did. */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  return isChunkLoadError(error) && reloadOnce(error, deps);
}

/** Listens for Vite's preload errors and unhandled dynamic-import rejections. */
export function installChunkReload(deps: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
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
