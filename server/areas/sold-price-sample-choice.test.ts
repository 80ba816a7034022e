import { describe, expect, it } from 'vitest';
import { preferSample, STATS_SAMPLE_ROWS } from './sold-price-stats.server';

// Plans PostgreSQL 15 gave for 27 million sales (npm run bench:ppd-scale, after VACUUM), and the
// time the exact figures took: EXPLAIN of the rows alone leaves out the median's sort.
describe('preferSample', () => {
  it('samples a price band of a million sales that an index-only scan reads "cheaply"', () => {
    // £300,000–£350,000: exact figures 200 ms; the planner priced the rows at 25,884 and a 0.91 %
    // block sample at 24,259.
    expect(
      preferSample({ rows: 1_098_591, cost: 25_884 }, { cost: 24_259 }, STATS_SAMPLE_ROWS),
    ).toBe(true);
    expect(
      preferSample({ rows: 5_288_473, cost: 124_590 }, { cost: 5_038 }, STATS_SAMPLE_ROWS),
    ).toBe(true);
  });

  it('reads every sale when the sample would read most of the table to find enough', () => {
    // A town of 60,000 sales: a 16.7 % sample of 565,000 pages against an index range.
    expect(preferSample({ rows: 60_000, cost: 2_400 }, { cost: 410_000 }, STATS_SAMPLE_ROWS)).toBe(
      false,
    );
  });
});
