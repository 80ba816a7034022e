import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import { utcDay } from './demo-calendar';
import { rollDemoCalendarForward, type RollForwardSummary } from './roll-forward.server';
import { seedIfEmpty } from './seed.server';

export interface DemoSeedOptions {
  /** Generated HM Land Registry sold prices (SEED_SOLD_ROWS). */
  soldRows: number;
  /** Where the seed's placeholder images are written (DATA_DIR/media). */
  mediaDir?: string;
  /** SEED_DAY: the day the directory is generated as on; defaults to today. */
  seedDay?: Date;
  /** "Today"; defaults to now (tests pass other days). */
  today?: Date;
}

export interface DemoSeedResult {
  /** False when the database was seeded already: nothing was written. */
  seeded: boolean;
  /** The roll of the new seed from its seed day to today; null when it was seeded today. */
  rolled: RollForwardSummary | null;
}

/**
 * Seeds an empty database with the demo directory as it is on `seedDay`, then moves its calendar
 * forward to today (decision 122): which lots, streets, towns and results there are follows the
 * seed day alone, and the dates are today's, the market as it looked on the seed day. The server
 * (SEED_DAY), `npm run db:seed` and the tests' app all seed through here. A seeded database is
 * left as it is (its later rolls are boot's, under DEMO_ROLL_FORWARD).
 */
export async function seedDemoIfEmpty(
  db: Db,
  logger: Logger,
  options: DemoSeedOptions,
): Promise<DemoSeedResult> {
  const today = options.today ?? new Date();
  const seedDay = options.seedDay ?? today;
  // The calendar moves forward only: a seed for a later day would stay dated in the future.
  if (utcDay(seedDay) > utcDay(today))
    throw new RangeError(
      `SEED_DAY ${utcDay(seedDay)} is after today (${utcDay(today)}, UTC): a seed is rolled forward, never back`,
    );
  const seeded = await seedIfEmpty(db, logger, {
    directory: { soldRows: options.soldRows, mediaDir: options.mediaDir, referenceDate: seedDay },
  });
  if (!seeded) return { seeded, rolled: null };
  return { seeded, rolled: await rollDemoCalendarForward(db, logger, { today }) };
}
