import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_RESULTS, lotStatusBadge, lotStatusKey } from '#schema/lot-status';
import { lotAvailableSql, lotStateSql, salePhaseSql } from '#server/graph/lot-state.server';
import { expectedLotState, expectedSalePhase } from '../fixtures/graph-fixture';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';

/**
 * "No status means available" is stated once for SQL (`lot_state()`, migration 013, and the
 * index-friendly `lotAvailableSql`) and once for code (`lotStatusKey`): they must read every stored
 * value alike, blanks and stray spaces included (issue 15: four copies disagreed on whitespace).
 */
const STORED = [
  null,
  '',
  '   ',
  'Available',
  'available ',
  ' sold ',
  'SOLD',
  '\tsold',
  'Withdrawn',
];
const STORED_MORE = [' Postponed', 'unsold', 'Under offer'];
const CLOSES = ['2999-01-01T00:00:00Z', '2000-01-01T00:00:00Z', null];

describe.each(testLanes())('the available rule in SQL and in code agree (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'available_rule' });
  });
  afterAll(() => t?.dispose());

  it('for blank, spaced, tabbed and mixed-case stored values, dated, past and undated', async () => {
    const cases = [...STORED, ...STORED_MORE].flatMap((stored) =>
      CLOSES.map((closes) => ({ stored, closes })),
    );
    const { rows } = await t.db.query<{ i: number; state: string; available: boolean }>(
      `SELECT l.i, ${lotStateSql('l')} AS state, ${lotAvailableSql('l')} AS available
         FROM jsonb_to_recordset($1::jsonb)
           AS l(i int, lot_status text, auction_date timestamptz, auction_end_date timestamptz)
        ORDER BY l.i`,
      [JSON.stringify(cases.map((c, i) => ({ i, lot_status: c.stored, auction_date: c.closes })))],
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const { stored, closes } = cases[row.i]!;
      const why = `stored ${JSON.stringify(stored)}, closes ${closes}`;
      const key = lotStatusKey(stored);
      const isResult = (LOT_RESULTS as readonly string[]).includes(key);
      const ahead = closes === null || Date.parse(closes) > Date.now();
      expect(row.available, why).toBe(!isResult && ahead);
      expect(row.state === 'Available', why).toBe(row.available);
      if (isResult) expect(row.state, why).toBe(lotStatusBadge(stored).label);
    }
  });

  it('a sale’s phase (sale_phase) and its TypeScript twin agree, on the clock of lot_state', async () => {
    const at = (hours: number | null) =>
      hours === null ? null : new Date(Date.now() + hours * 3_600_000).toISOString();
    const starts = [-48, -1, 1, null];
    const ends = [-24, 1, 48, null];
    const cases = starts.flatMap((s) => ends.map((e) => ({ start: at(s), end: at(e) })));
    // No sale row (auction_id null): a room sale's other lots, which may close it early
    // (decision 155), are live-sales.test.ts's.
    const { rows } = await t.db.query<{ i: number; phase: string; state: string }>(
      `SELECT l.i, ${salePhaseSql('l')} AS phase, ${lotStateSql('l')} AS state
         FROM jsonb_to_recordset($1::jsonb)
           AS l(i int, auction_id int, lot_status text, auction_date timestamptz,
                auction_end_date timestamptz)
        ORDER BY l.i`,
      [
        JSON.stringify(
          cases.map((c, i) => ({
            i,
            lot_status: null,
            auction_date: c.start,
            auction_end_date: c.end,
          })),
        ),
      ],
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const c = cases[row.i]!;
      const sale = { auction_date: c.start, auction_end_date: c.end };
      const why = `opens ${c.start}, closes ${c.end}`;
      expect(row.phase, why).toBe(expectedSalePhase(sale));
      // Closed exactly when lot_state stops calling an unsold lot Available.
      expect(row.phase === 'closed', why).toBe(
        expectedLotState({ lot_status: null, ...sale }) !== 'Available',
      );
      expect(row.state === 'Available', why).toBe(row.phase !== 'closed');
    }
  });
});
