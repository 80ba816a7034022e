import { describe, expect, it } from 'vitest';
import { judge, judgeFirstLoad } from '../../../scripts/bench/goals.mjs';

const staticSend = { rps: 10_000, requests: 100_000, p99: 10, errors: 0 };
const app = (rps: number, p99: number, errors = 0) => ({ rps, requests: rps * 10, p99, errors });

describe('bench verdicts against issue 14 goals', () => {
  it('passes a hot page at 0.8× the static send with p99 within 4× and no errors', () => {
    const v = judge('hot', app(8_000, 40), staticSend);
    expect(v).toMatchObject({ ratio: 0.8, p99Ratio: 4, pass: true, failures: [] });
  });

  it('fails a hot page below 0.8× even when a varied page would pass at that rate', () => {
    const slow = app(2_000, 20);
    expect(judge('hot', slow, staticSend).pass).toBe(false);
    expect(judge('varied', slow, staticSend).pass).toBe(true);
  });

  it('fails on a p99 over 4× the static p99 or on any error, and says which', () => {
    expect(judge('varied', app(5_000, 41), staticSend).failures).toEqual(['p99 4.1× > 4×']);
    expect(judge('varied', app(5_000, 10, 3), staticSend).failures).toEqual(['3 errors']);
  });

  it('fails a run in which no request completed, whose p99 of 0 is no latency at all', () => {
    const v = judge('varied', { rps: 0, requests: 0, p99: 0, errors: 0 }, staticSend);
    expect(v.pass).toBe(false);
    expect(v.p99Ratio).toBeNull();
    expect(v.failures).toContain('no request completed');
  });

  it('holds first-load JS to 90 KB and CSS to 15 KB (gzip bytes, 1 KB = 1,024 B)', () => {
    expect(judgeFirstLoad({ js: 92_160, css: 15_360 }).pass).toBe(true);
    expect(judgeFirstLoad({ js: 92_161, css: 1 }).failures).toEqual(['JS 92161 B > 92160 B']);
    expect(judgeFirstLoad({ js: 1, css: 15_361 }).failures).toEqual(['CSS 15361 B > 15360 B']);
  });
});
