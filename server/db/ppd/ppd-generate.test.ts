import { describe, expect, it } from 'vitest';
import { PPD_COLUMN_COUNT } from './ppd-format';
import { ppdFileChunks } from './ppd-generate.server';
import { parsePpdLine } from './ppd-row-parser';
import { splitCsvLine } from './split-csv-line';

const linesOf = (rows: number, seed?: number) =>
  [...ppdFileChunks({ rows, seed })].join('').split('\n').slice(0, -1);

describe('ppdFileChunks (npm run ppd:generate)', { timeout: 60_000 }, () => {
  const lines = linesOf(2_000);

  it('writes the requested number of lines, each ending in a line break', () => {
    expect(lines).toHaveLength(2_000);
    expect([...ppdFileChunks({ rows: 10_001 })].join('').split('\n')).toHaveLength(10_002);
  });

  it('writes the published format: 16 quoted columns the importer accepts as additions', () => {
    for (const [i, line] of lines.entries()) {
      const split = splitCsvLine(line);
      expect(split.ok && split.fields).toHaveLength(PPD_COLUMN_COUNT);
      expect(line.startsWith('"{') && line.endsWith('","A"')).toBe(true);
      const parsed = parsePpdLine(line, i + 1);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    }
  });

  it('spreads sales over 30 years of England and Wales, with distinct transaction ids', () => {
    const records = lines.map((l, i) => {
      const p = parsePpdLine(l, i + 1);
      if (!p.ok || p.op.status === 'D') throw new Error('bad line');
      return p.op.record;
    });
    const years = new Set(records.map((r) => r.dateOfTransfer.slice(0, 4)));
    expect(Math.min(...[...years].map(Number))).toBeLessThanOrEqual(1997);
    expect(Math.max(...[...years].map(Number))).toBe(2025);
    expect(new Set(records.map((r) => r.transactionId)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.postcode?.split(' ')[0])).size).toBeGreaterThan(200);
    expect(records.every((r) => r.county && r.townCity && r.street)).toBe(true);
    // Prices follow the house price index: the 2020s cost more than the 1990s.
    const mean = (from: string, to: string) => {
      const ps = records.filter((r) => r.dateOfTransfer >= from && r.dateOfTransfer < to);
      return ps.reduce((s, r) => s + r.price, 0) / ps.length;
    };
    expect(mean('2020', '2026')).toBeGreaterThan(2 * mean('1995', '2000'));
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(linesOf(300)).toEqual(lines.slice(0, 300));
    expect(linesOf(300, 7)).not.toEqual(lines.slice(0, 300));
  });
});
