import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { createPageCache, splitBuffer, type PageCacheLocals } from './page-cache.server';

/** A page cache in front of a handler that counts its renders; `answer` shapes each response. */
function appWith(answer: (res: express.Response, n: number) => void) {
  const cache = createPageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 10 });
  let renders = 0;
  const app = express();
  app.get('/{*splat}', async (req, res) => {
    res.locals.nonce = `nonce-${Math.random().toString(36).slice(2)}`;
    await cache.serve(req, res, async () => {
      (res.locals as PageCacheLocals).shareable = true;
      answer(res, ++renders);
    });
  });
  return { app, renders: () => renders, cache };
}

describe('page cache', () => {
  it('puts each response’s nonce into the cached bytes wherever the first one was', async () => {
    const { app } = appWith((res) =>
      res.type('html').send(`<script nonce="${res.locals.nonce}"></script>${res.locals.nonce}`),
    );
    await request(app).get('/p');
    const hit = await request(app).get('/p');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toMatch(/^<script nonce="(nonce-\w+)"><\/script>\1$/);
  });

  it('never keeps an answer that sets a cookie', async () => {
    const { app, renders } = appWith((res) => res.cookie('seen', '1').send('hello'));
    await request(app).get('/p');
    const again = await request(app).get('/p');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(renders()).toBe(2);
  });

  it('never keeps an error, nor an answer its handler did not mark shareable', async () => {
    const failing = appWith((res) => res.status(500).send('broken'));
    await request(failing.app).get('/p');
    expect((await request(failing.app).get('/p')).headers['x-cache']).toBe('MISS');
    const personal = appWith((res, n) => {
      (res.locals as PageCacheLocals).shareable = false;
      res.send(`for you ${n}`);
    });
    await request(personal.app).get('/p');
    expect((await request(personal.app).get('/p')).text).toBe('for you 2');
  });

  it('does not keep a page whose stream was cut short', async () => {
    const { app } = appWith((res) => {
      (res.locals as PageCacheLocals).renderIncomplete = true;
      res.send('half a page');
    });
    await request(app).get('/p');
    expect((await request(app).get('/p')).headers['x-cache']).toBe('MISS');
  });

  it('invalidatePages drops the copies', async () => {
    const { app, cache, renders } = appWith((res, n) => res.send(`v${n}`));
    await request(app).get('/p');
    await cache.invalidatePages('test');
    expect((await request(app).get('/p')).text).toBe('v2');
    expect(renders()).toBe(2);
  });
});

describe('splitBuffer', () => {
  it('cuts bytes at each separator as a string split would, multi-byte text included', () => {
    const nonce = 'Zm9vYmFy+/=';
    for (const text of [
      `<p>£1,250 — ${nonce}</p><script nonce="${nonce}">é</script>${nonce}`,
      `${nonce}${nonce}£`,
      'no separator at all, £ and ü',
      '',
    ]) {
      const parts = splitBuffer(Buffer.from(text), Buffer.from(nonce));
      expect(parts.map((p) => p.toString('utf8'))).toEqual(text.split(nonce));
    }
  });
});
