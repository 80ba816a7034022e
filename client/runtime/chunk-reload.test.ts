import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_TTL_MS,
  ChunkLoadError,
  claimChunkReload,
  installChunkReload,
  isChunkLoadError,
  reloadForChunkError,
  whilePreloading,
} from './chunk-reload';

class MemoryStorage {
  map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const CHUNK = new TypeError(
  'Failed to fetch dynamically imported module: https://x.test/assets/page-abc.js',
);

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { location: { reload: vi.fn() } });
}

function muteConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('isChunkLoadError', () => {
  it.each([
    [CHUNK, true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: /assets/x.js'), true],
    [Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }), true],
    [new ChunkLoadError('admin-app did not load'), true],
    [new Error('Unable to preload CSS for /assets/admin-app-x.css'), true],
    [new Error('Something else'), false],
    [new TypeError('Failed to fetch'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('claimChunkReload (the 10 s guard)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('first error reloads, a second within 10 s does not, after 10 s it does again', () => {
    const storage = new MemoryStorage();
    const get = () => storage;
    expect(claimChunkReload(get, Date.now())).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(CHUNK_RELOAD_TTL_MS - 1);
    expect(claimChunkReload(get, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(claimChunkReload(get, Date.now())).toBe(true);
    expect(claimChunkReload(get, Date.now())).toBe(false);
  });

  it('a garbled or future timestamp does not block reloading forever', () => {
    const storage = new MemoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(claimChunkReload(() => storage, Date.now())).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now() + 60 * 60_000));
    expect(claimChunkReload(() => storage, Date.now())).toBe(true);
  });

  it('storage unavailable → no reload at all (never a loop)', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    const quotaFull = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const dropsWrites = { getItem: () => null, setItem: () => undefined };
    for (const get of [
      () => null,
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      () => throwing,
      () => quotaFull,
      () => dropsWrites,
    ]) {
      expect(claimChunkReload(get, Date.now())).toBe(false);
    }
  });
});

describe('reloadForChunkError', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads for a chunk error only, at most once per 10 s (page reloads share storage)', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const win = fakeWindow();
    const deps = { win, storage: () => storage };
    expect(reloadForChunkError(new Error('other'), deps)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();

    expect(reloadForChunkError(CHUNK, deps)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);

    // The reloaded page (a new window, same session storage) fails again within 10 s.
    const log = muteConsoleError();
    vi.advanceTimersByTime(5_000);
    const reloaded = fakeWindow();
    expect(reloadForChunkError(CHUNK, { win: reloaded, storage: () => storage })).toBe(false);
    expect(reloaded.location.reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not reloading'), CHUNK);
    log.mockReset();

    vi.advanceTimersByTime(5_000);
    expect(reloadForChunkError(CHUNK, { win: reloaded, storage: () => storage })).toBe(true);
    expect(reloaded.location.reload).toHaveBeenCalledTimes(1);
  });

  it('the same failure reported again while the page reloads is not a second reload', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const win = fakeWindow();
    const deps = { win, storage: () => storage };
    expect(reloadForChunkError(CHUNK, deps)).toBe(true);
    vi.advanceTimersByTime(300);
    // E.g. Vite's preload event reloaded, then the route error boundary sees the error.
    expect(reloadForChunkError(new ChunkLoadError('again'), deps)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);

    // The unload never happened (cancelled): after 10 s the guard allows one more reload.
    vi.advanceTimersByTime(CHUNK_RELOAD_TTL_MS);
    expect(reloadForChunkError(CHUNK, deps)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('storage unavailable: logs, never reloads', () => {
    const log = muteConsoleError();
    const win = fakeWindow();
    const deps = {
      win,
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    for (let i = 0; i < 3; i++) expect(reloadForChunkError(CHUNK, deps)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(3);
    log.mockReset();
  });
});

describe('installChunkReload', () => {
  function preloadError(payload: unknown) {
    const event = new Event('vite:preloadError', { cancelable: true });
    return Object.assign(event, { payload });
  }
  function rejection(reason: unknown) {
    const event = new Event('unhandledrejection', { cancelable: true });
    return Object.assign(event, { reason });
  }

  it('reloads on vite:preloadError (any payload, CSS included) and prevents the throw', () => {
    const win = fakeWindow();
    const storage = new MemoryStorage();
    installChunkReload({ win, storage: () => storage, now: () => 1_000_000 });
    const event = preloadError(new Error('Unable to preload CSS for /assets/page.css'));
    win.dispatchEvent(event);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets Vite throw when the guard holds the reload back', () => {
    const log = muteConsoleError();
    const win = fakeWindow();
    const storage = new MemoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '999000');
    installChunkReload({ win, storage: () => storage, now: () => 1_000_000 });
    const event = preloadError(CHUNK);
    win.dispatchEvent(event);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    log.mockReset();
  });

  it('reloads on an unhandled dynamic-import rejection, ignores other rejections', () => {
    const win = fakeWindow();
    const storage = new MemoryStorage();
    installChunkReload({ win, storage: () => storage, now: () => 1_000_000 });
    win.dispatchEvent(rejection(new Error('unrelated')));
    expect(win.location.reload).not.toHaveBeenCalled();
    const event = rejection(new TypeError('Importing a module script failed.'));
    win.dispatchEvent(event);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a failed link prefetch does not reload the page; the next real failure does', async () => {
    const win = fakeWindow();
    const storage = new MemoryStorage();
    installChunkReload({ win, storage: () => storage, now: () => 1_000_000 });
    const event = preloadError(CHUNK);
    await expect(
      whilePreloading(async () => {
        win.dispatchEvent(event); // Vite dispatches inside the failing import's promise chain.
        throw CHUNK;
      }),
    ).rejects.toBe(CHUNK);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);

    win.dispatchEvent(preloadError(CHUNK));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('uninstall removes both listeners', () => {
    const win = fakeWindow();
    const storage = new MemoryStorage();
    const uninstall = installChunkReload({ win, storage: () => storage });
    uninstall();
    win.dispatchEvent(preloadError(CHUNK));
    win.dispatchEvent(rejection(CHUNK));
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
