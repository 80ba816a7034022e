import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayloadResponse } from './payload-client';
import {
  canPrefetch,
  canPrefetchPayload,
  createLinkIntent,
  createPrefetcher,
  forgetPrefetchedPayloads,
  PAYLOAD_MAX_AGE_MS,
  setPrefetcher,
  waitForPending,
  type ConnectionInfo,
  type PrefetchDeps,
} from './prefetch';
import { createPreloadQueue } from './preload-queue';

const ORIGIN = 'https://x.test';
const PAYLOAD: PayloadResponse = { loaderData: { listings: { total: 1 } }, errors: null };

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeObserver() {
  let callback: Parameters<NonNullable<PrefetchDeps['createObserver']>>[0] = () => undefined;
  const observer = { observe: vi.fn(), unobserve: vi.fn() };
  return {
    observer,
    createObserver: vi.fn((cb: typeof callback) => {
      callback = cb;
      return observer;
    }),
    show: (target: Element, isIntersecting = true) => callback([{ target, isIntersecting }]),
  };
}

function setup(connection?: ConnectionInfo, extra: Partial<PrefetchDeps> = {}) {
  const preload = vi.fn(async (_path: string) => undefined);
  const loadPayload = vi.fn(async (_url: URL, _signal: AbortSignal) => PAYLOAD);
  const io = fakeObserver();
  const prefetcher = createPrefetcher({
    preload,
    loadPayload,
    origin: ORIGIN,
    connection: () => connection,
    createObserver: io.createObserver,
    ...extra,
  });
  return { preload, loadPayload, io, prefetcher };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setPrefetcher(null);
});

describe('connection rules', () => {
  it.each([
    [undefined, true, true],
    [{}, true, true],
    [{ effectiveType: '4g' }, true, true],
    [{ effectiveType: '3g' }, true, true],
    [{ effectiveType: '2g' }, false, false],
    [{ effectiveType: 'slow-2g' }, false, false],
    [{ saveData: true }, false, false],
    [{ saveData: true, effectiveType: '4g' }, false, false],
    [{ saveData: false, effectiveType: '4g' }, true, true],
  ])('%j → prefetch %s, payload %s', (connection, code, payload) => {
    expect(canPrefetch(connection)).toBe(code);
    expect(canPrefetchPayload(connection)).toBe(payload);
  });

  it.each(['2g', 'slow-2g'])('hover on %s starts nothing', async (effectiveType) => {
    const s = setup({ effectiveType });
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.preload).not.toHaveBeenCalled();
    expect(s.loadPayload).not.toHaveBeenCalled();
  });

  it('hover with save-data on starts nothing, and no observer is created', async () => {
    const s = setup({ saveData: true, effectiveType: '4g' });
    s.prefetcher.intent('/listings');
    s.prefetcher.observe({} as Element, '/listings');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.preload).not.toHaveBeenCalled();
    expect(s.loadPayload).not.toHaveBeenCalled();
    expect(s.io.createObserver).not.toHaveBeenCalled();
  });
});

describe('intent (hover / focus)', () => {
  it.each([undefined, '4g', '3g'])(
    'on %s: route code at once, the payload after exactly 1 s',
    async (effectiveType) => {
      const s = setup(effectiveType ? { effectiveType } : undefined);
      s.prefetcher.intent('/listings?view=grid');
      expect(s.preload).toHaveBeenCalledExactlyOnceWith('/listings');
      await vi.advanceTimersByTimeAsync(999);
      expect(s.loadPayload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(s.loadPayload).toHaveBeenCalledOnce();
      expect(s.loadPayload.mock.calls[0]![0].href).toBe(`${ORIGIN}/listings?view=grid`);
    },
  );

  it('leaving before 1 s cancels the payload, not the route code', async () => {
    const s = setup();
    const leave = s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(500);
    leave();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.preload).toHaveBeenCalledOnce();
    expect(s.loadPayload).not.toHaveBeenCalled();
  });

  it('fetches a payload once while it is fresh, again once stale', async () => {
    const s = setup();
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.loadPayload).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(PAYLOAD_MAX_AGE_MS);
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.loadPayload).toHaveBeenCalledTimes(2);
  });

  it.each([
    'https://other.test/listings',
    '//other.test/x',
    'mailto:a@b.test',
    'javascript:alert(1)',
    ' data:text/html,x',
  ])('ignores %j', async (href) => {
    const s = setup();
    s.prefetcher.intent(href);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.preload).not.toHaveBeenCalled();
    expect(s.loadPayload).not.toHaveBeenCalled();
  });

  it('a failing payload prefetch is swallowed and may be tried again', async () => {
    const s = setup();
    s.loadPayload.mockRejectedValueOnce(new Error('500'));
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(
      s.prefetcher.waitForPending(new URL(`${ORIGIN}/listings`)),
    ).resolves.toBeUndefined();
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.loadPayload).toHaveBeenCalledTimes(2);
  });
});

describe('preload queue', () => {
  it('runs at most 4 at once; the 5th waits until one finishes', async () => {
    const gates = new Map<string, ReturnType<typeof deferred<void>>>();
    const preload = vi.fn((path: string) => {
      const gate = deferred<void>();
      gates.set(path, gate);
      return gate.promise;
    });
    const queue = createPreloadQueue(preload);
    const done = ['/a', '/b', '/c', '/d', '/e'].map((p) => queue.enqueue(p));
    await vi.advanceTimersByTimeAsync(0);
    expect(preload.mock.calls.map((c) => c[0])).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.running()).toBe(4);

    gates.get('/c')!.resolve();
    await done[2];
    await vi.advanceTimersByTimeAsync(0);
    expect(preload.mock.calls.map((c) => c[0])).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(queue.running()).toBe(4);

    for (const p of ['/a', '/b', '/d', '/e']) gates.get(p)!.resolve();
    await Promise.all(done);
    expect(queue.running()).toBe(0);
  });

  it('queues rather than drops: 10 paths all load, never more than 4 at once', async () => {
    let now = 0;
    let peak = 0;
    const preload = vi.fn(async () => {
      peak = Math.max(peak, ++now);
      await new Promise((r) => setTimeout(r, 10));
      now--;
    });
    const queue = createPreloadQueue(preload);
    const all = Promise.all(Array.from({ length: 10 }, (_, i) => queue.enqueue(`/p${i}`)));
    await vi.advanceTimersByTimeAsync(100);
    await all;
    expect(preload).toHaveBeenCalledTimes(10);
    expect(peak).toBe(4);
  });

  it('de-duplicates by path, also while queued; a failure may be retried', async () => {
    const gate = deferred<void>();
    const preload = vi.fn(() => gate.promise);
    const queue = createPreloadQueue(preload, 1);
    const first = queue.enqueue('/a');
    expect(queue.enqueue('/a')).toBe(first);
    const queued = queue.enqueue('/b');
    expect(queue.enqueue('/b')).toBe(queued);
    gate.reject(new Error('chunk'));
    await expect(first).resolves.toBeUndefined();
    await queued;
    expect(preload).toHaveBeenCalledTimes(2);
    void queue.enqueue('/a');
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('payload preloads share the 4 slots: 6 links hovered, 4 requests at once, none dropped', async () => {
    const gates: ReturnType<typeof deferred<PayloadResponse>>[] = [];
    const s = setup(undefined, {
      loadPayload: vi.fn(() => {
        const gate = deferred<PayloadResponse>();
        gates.push(gate);
        return gate.promise;
      }),
    });
    for (let i = 1; i <= 6; i++) s.prefetcher.intent(`/listings/${i}`);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gates).toHaveLength(4);
    gates[0]!.resolve(PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(5);
    for (const gate of gates.slice(1)) gate.resolve(PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(6);
  });

  it('the prefetcher de-duplicates hover + focus + visibility of one path', async () => {
    const s = setup();
    const el = {} as Element;
    s.prefetcher.intent('/listings');
    s.prefetcher.intent('/listings?page=2');
    s.prefetcher.observe(el, '/listings');
    s.io.show(el);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.preload).toHaveBeenCalledOnce();
  });
});

describe('observe (visibility)', () => {
  it('prefetches when visible; payload after 1 s of visibility; leaving cancels', async () => {
    const s = setup();
    const a = { id: 'a' } as unknown as Element;
    const b = { id: 'b' } as unknown as Element;
    s.prefetcher.observe(a, '/auctioneers');
    s.prefetcher.observe(b, '/listings');
    expect(s.io.createObserver).toHaveBeenCalledOnce();
    expect(s.io.observer.observe).toHaveBeenCalledTimes(2);
    expect(s.preload).not.toHaveBeenCalled();

    s.io.show(a);
    s.io.show(b);
    expect(s.preload.mock.calls.map((c) => c[0])).toEqual(['/auctioneers', '/listings']);
    await vi.advanceTimersByTimeAsync(400);
    s.io.show(b, false);
    await vi.advanceTimersByTimeAsync(600);
    expect(s.loadPayload.mock.calls.map((c) => c[0].pathname)).toEqual(['/auctioneers']);
  });

  it('payloadOnVisible: false preloads only route code', async () => {
    const s = setup(undefined, { payloadOnVisible: false });
    const el = {} as Element;
    s.prefetcher.observe(el, '/listings');
    s.io.show(el);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.preload).toHaveBeenCalledOnce();
    expect(s.loadPayload).not.toHaveBeenCalled();
  });

  it('cleanup unobserves and cancels the pending payload', async () => {
    const s = setup();
    const el = {} as Element;
    const cleanup = s.prefetcher.observe(el, '/listings');
    s.io.show(el);
    cleanup();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.io.observer.unobserve).toHaveBeenCalledWith(el);
    expect(s.loadPayload).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver support it does nothing', () => {
    const s = setup(undefined, { createObserver: () => null });
    expect(() => s.prefetcher.observe({} as Element, '/x')()).not.toThrow();
  });
});

describe('waitForPending (navigation waits up to 100 ms)', () => {
  const target = new URL(`${ORIGIN}/listings`);

  async function prefetchWith(loadPayload: PrefetchDeps['loadPayload']) {
    const s = setup(undefined, { loadPayload });
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    return s;
  }

  it('nothing pending → resolves at once with undefined', async () => {
    const s = setup();
    await expect(s.prefetcher.waitForPending(target)).resolves.toBeUndefined();
  });

  it('resolves with the payload when it settles within 100 ms', async () => {
    const gate = deferred<PayloadResponse>();
    const s = await prefetchWith(() => gate.promise);
    const wait = s.prefetcher.waitForPending(target);
    const seen = vi.fn();
    void wait.then(seen);
    await vi.advanceTimersByTimeAsync(60);
    expect(seen).not.toHaveBeenCalled();
    gate.resolve(PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveBeenCalledWith(PAYLOAD);
  });

  it('gives up after exactly 100 ms when the payload is slower', async () => {
    const s = await prefetchWith(() => new Promise(() => undefined));
    const seen = vi.fn();
    void s.prefetcher.waitForPending(target).then(seen);
    await vi.advanceTimersByTimeAsync(99);
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledWith(undefined);
    // The navigation took over (its loader joins the request in payload-client): not reused later.
    await vi.advanceTimersByTimeAsync(1);
    await expect(s.prefetcher.waitForPending(target)).resolves.toBeUndefined();
  });

  it('every loader of one navigation gets the payload; the next navigation does not', async () => {
    const s = await prefetchWith(async () => PAYLOAD);
    const [root, page] = await Promise.all([
      s.prefetcher.waitForPending(target),
      s.prefetcher.waitForPending(target),
    ]);
    expect(root).toBe(PAYLOAD);
    expect(page).toBe(PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    await expect(s.prefetcher.waitForPending(target)).resolves.toBeUndefined();
  });

  it('a stale prefetch is not served', async () => {
    const s = await prefetchWith(async () => PAYLOAD);
    await vi.advanceTimersByTimeAsync(PAYLOAD_MAX_AGE_MS);
    await expect(s.prefetcher.waitForPending(target)).resolves.toBeUndefined();
  });

  it('a payload prefetched before a form or a sign-in/out is not served after it', async () => {
    const load = vi.fn(async () => PAYLOAD);
    const s = await prefetchWith(load);
    setPrefetcher(s.prefetcher);
    forgetPrefetchedPayloads();
    await expect(s.prefetcher.waitForPending(target)).resolves.toBeUndefined();
    s.prefetcher.intent('/listings');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('module-level waitForPending uses the installed prefetcher, else resolves undefined', async () => {
    await expect(waitForPending(target)).resolves.toBeUndefined();
    const s = await prefetchWith(async () => PAYLOAD);
    setPrefetcher(s.prefetcher);
    await expect(waitForPending(target)).resolves.toBe(PAYLOAD);
  });
});

describe('createLinkIntent (hover and focus of one link)', () => {
  it('pointer leaving before 1 s cancels the payload; a new start ends the previous one', async () => {
    const s = setup();
    const intent = createLinkIntent(() => s.prefetcher);
    intent.start('/listings');
    await vi.advanceTimersByTimeAsync(500);
    intent.stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.loadPayload).not.toHaveBeenCalled();

    intent.start('/auctioneers'); // hover
    intent.start('/auctioneers'); // then focus: one timer, not two
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.loadPayload).toHaveBeenCalledOnce();
  });

  it('does nothing before the runtime installed a prefetcher', async () => {
    const intent = createLinkIntent(() => null);
    expect(() => intent.start('/listings')).not.toThrow();
    intent.stop();
  });
});
