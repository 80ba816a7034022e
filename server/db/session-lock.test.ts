import { describe, expect, it } from 'vitest';
import { sessionLock } from './session-lock.server';

/** A task that records its start and end, and ends when the test says so. */
function task(log: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
    },
    end: () => end(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('sessionLock', () => {
  it('runs statements together, a transaction alone, in the order asked for', async () => {
    const lock = sessionLock();
    const log: string[] = [];
    const [a, b, tx, c] = ['a', 'b', 'tx', 'c'].map((n) => task(log, n));
    const all = [
      lock.shared(a!.run),
      lock.shared(b!.run),
      lock.alone(tx!.run),
      lock.shared(c!.run), // asked for after the transaction: waits for it
    ];
    await settle();
    expect(log).toEqual(['a start', 'b start']);
    a!.end();
    await settle();
    expect(log).toEqual(['a start', 'b start', 'a end']);
    b!.end();
    await settle();
    expect(log.slice(3)).toEqual(['b end', 'tx start']);
    tx!.end();
    await settle();
    expect(log.slice(5)).toEqual(['tx end', 'c start']);
    c!.end();
    await Promise.all(all);
  });

  it('lets the next one in when a holder fails', async () => {
    const lock = sessionLock();
    const failed = lock.alone(() => Promise.reject(new Error('rolled back')));
    const next = lock.shared(async () => 'ran');
    await expect(failed).rejects.toThrow('rolled back');
    await expect(next).resolves.toBe('ran');
  });
});
