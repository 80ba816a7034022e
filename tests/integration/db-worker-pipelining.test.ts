import { BroadcastChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/pglite.server';
import { scratchDir } from '../helpers/scratch-dir';

const recordingWorker = new URL('../fixtures/db/recording-pglite-worker.ts', import.meta.url);

/**
 * Decision 060. A file of its own: each PGlite started and stopped in one process adds to the
 * churn behind an intermittent V8 abort (nodejs/node#64500, "Check failed:
 * jit_page_->allocations_.erase(addr) == 1"), and db-worker.test.ts already starts eleven.
 */
describe('embedded database: statements sent ahead', { timeout: 240_000 }, () => {
  it('sends the next statement while the worker still runs one (no round trip through a busy main thread)', async () => {
    const db = await openPglite({
      dataDir: 'memory://',
      statementTimeoutMs: 0,
      workerFile: recordingWorker,
    });
    const received = new Int32Array(new SharedArrayBuffer(4));
    const channel = new BroadcastChannel('recording-pglite-worker');
    channel.postMessage(received.buffer);
    channel.close();
    while (!(await db.query<{ counting: boolean }>("SELECT 'counting?'")).rows[0]!.counting);
    const before = Atomics.load(received, 0);
    const first = db.query<{ v: string }>("SELECT pg_sleep(0.2)::text || 'first' AS v");
    const second = db.query<{ v: string }>("SELECT 'second' AS v");
    await new Promise((resolve) => setImmediate(resolve)); // both asked for (the first one runs 0.2 s)
    // Block this thread, as a long render would: the worker gets the second statement only if it
    // was sent with the first, not after this thread had read the first one's answer.
    const until = Date.now() + 10_000;
    while (Atomics.load(received, 0) < before + 2 && Date.now() < until)
      Atomics.wait(received, 0, Atomics.load(received, 0), 100);
    expect(Atomics.load(received, 0)).toBe(before + 2);
    expect((await first).rows[0]!.v).toBe('first');
    expect((await second).rows[0]!.v).toBe('second');
    await db.close();
  });

  it('a statement past the timeout fails alone: those sent behind it run on the next worker', async () => {
    const dataDir = scratchDir('h1-behind-');
    const db = await openPglite({ dataDir, statementTimeoutMs: 1_000 });
    await db.exec('CREATE TABLE behind (v int)');
    const [slow, insert, read] = await Promise.allSettled([
      db.query('SELECT pg_sleep(10)'),
      db.query('INSERT INTO behind VALUES (1) RETURNING v'),
      db.query<{ one: number }>('SELECT 1 AS one'),
    ]);
    expect(slow).toMatchObject({ status: 'rejected', reason: { code: '57014' } });
    expect(insert).toMatchObject({ status: 'fulfilled', value: { rows: [{ v: 1 }] } });
    expect(read).toMatchObject({ status: 'fulfilled', value: { rows: [{ one: 1 }] } });
    await db.close();
  });
});
