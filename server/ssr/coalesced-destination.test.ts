import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coalescedDestination } from './coalesced-destination.server';

/** Stands in for `res` after the compression middleware: records each write and flush. */
class RecordingResponse extends Writable {
  writes: Buffer[] = [];
  flushes = 0;
  ended = false;
  /** What `write` answers: false as a full socket would. */
  full = false;
  override write(chunk: Uint8Array | string): boolean {
    this.writes.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    return !this.full;
  }
  override end(): this {
    this.ended = true;
    this.emit('finish');
    return this;
  }
  flush() {
    this.flushes += 1;
  }
  text() {
    return Buffer.concat(this.writes).toString('utf8');
  }
}

const asResponse = (r: RecordingResponse) => r as unknown as ServerResponse;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('coalescedDestination', () => {
  it("writes one flush's pieces to the response as one write, in order, then flushes it", () => {
    const res = new RecordingResponse();
    const out = coalescedDestination(asResponse(res));
    for (let i = 0; i < 30; i++) out.write(bytes(`<p>${i}</p>`));
    out.write('<script>a long string React passes through as it is</script>');
    expect(res.writes).toHaveLength(0);
    out.flush();
    expect(res.writes).toHaveLength(1);
    expect(res.flushes).toBe(1);
    expect(res.text()).toBe(
      Array.from({ length: 30 }, (_, i) => `<p>${i}</p>`).join('') +
        '<script>a long string React passes through as it is</script>',
    );
  });

  it('writes what is left before ending the response', () => {
    const res = new RecordingResponse();
    const out = coalescedDestination(asResponse(res));
    out.write(bytes('<html>'));
    out.flush();
    out.write(bytes('</body>'));
    out.write(bytes('</html>'));
    out.end();
    expect(res.writes.map(String)).toEqual(['<html>', '</body></html>']);
    expect(res.ended).toBe(true);
  });

  it('does not hold more than its limit: past it the pieces go out at once', () => {
    const res = new RecordingResponse();
    const out = coalescedDestination(asResponse(res), 10);
    out.write(bytes('123456'));
    expect(res.writes).toHaveLength(0);
    out.write(bytes('7890ab'));
    expect(res.text()).toBe('1234567890ab');
  });

  it("tells React to wait while the response is full, until the response's drain", () => {
    const res = new RecordingResponse();
    res.full = true;
    const out = coalescedDestination(asResponse(res));
    expect(out.write(bytes('a'))).toBe(true);
    out.flush();
    expect(out.write(bytes('b'))).toBe(false);
    res.full = false;
    res.emit('drain');
    expect(out.write(bytes('c'))).toBe(true);
  });

  it("carries a React page whole, in far fewer writes than React's 4 KB pieces", async () => {
    const page = createElement(
      'main',
      null,
      Array.from({ length: 400 }, (_, i) =>
        createElement('article', { key: i }, `Lot ${i}: a three-bedroom house with a garden`),
      ),
    );
    const render = (into: (res: RecordingResponse) => NodeJS.WritableStream) =>
      new Promise<RecordingResponse>((resolve, reject) => {
        const res = new RecordingResponse();
        res.on('finish', () => resolve(res));
        const { pipe } = renderToPipeableStream(page, {
          onShellReady: () => pipe(into(res)),
          onShellError: reject,
        });
      });
    const direct = await render((res) => res);
    const coalesced = await render(
      (res) => coalescedDestination(asResponse(res)) as unknown as NodeJS.WritableStream,
    );
    expect(coalesced.text()).toBe(direct.text());
    expect(direct.writes.length).toBeGreaterThan(5);
    expect(coalesced.writes.length).toBe(1);
  });
});
