import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error.server';
import { createPasswordGate, PasswordGateBusy } from './password-gate.server';

/** A unit of work the test finishes by hand. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('password gate', () => {
  it('runs at most `concurrency` hashes at once and the queued ones in order', async () => {
    const gate = createPasswordGate({ concurrency: 2, queue: 10 });
    const started: number[] = [];
    let peak = 0;
    const works = Array.from({ length: 5 }, () => deferred());
    const runs = works.map((w, i) =>
      gate.run(async () => {
        started.push(i);
        peak = Math.max(peak, gate.stats.running);
        await w.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.stats).toMatchObject({ running: 2, waiting: 3 });
    works[1]!.finish();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const w of works) w.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0, refused: 0 });
  });

  it('refuses at once with a 429 and Retry-After when the queue is full, and recovers', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 1 });
    const first = deferred();
    const running = gate.run(() => first.done);
    const queued = gate.run(async () => 'queued');
    const refused = await gate.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PasswordGateBusy);
    expect(refused).toBeInstanceOf(AuthError);
    expect((refused as AuthError).status).toBe(429);
    expect((refused as AuthError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(gate.stats.refused).toBe(1);
    first.finish();
    await running;
    expect(await queued).toBe('queued');
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees its slot when the work fails', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.stats.running).toBe(0);
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('reports every change to its observer', async () => {
    const seen: string[] = [];
    const gate = createPasswordGate({
      concurrency: 1,
      queue: 0,
      observe: (s) => seen.push(`${s.running}/${s.waiting}/${s.refused}`),
    });
    const first = deferred();
    const running = gate.run(() => first.done);
    await gate.run(async () => null).catch(() => null);
    first.finish();
    await running;
    expect(seen).toEqual(['1/0/0', '1/0/1', '0/0/1']);
  });
});
