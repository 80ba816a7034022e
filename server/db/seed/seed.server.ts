import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import { hashPassword } from '#server/auth/password.server';
import { writeGlobalConfig } from '#server/cms/global-config.server';
import { recordFirstRevisions } from '#server/cms/store/revisions-store.server';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import { DEMO_EDITOR, DEMO_USER, SEED_LAYOUTS, SEED_PAGES } from './content';
import { seedDirectory, type SeedDirectoryOptions } from './directory/seed-directory.server';
import { utcDay } from './demo-calendar';
import { seedStaffAccounts } from './staff-accounts.server';
import type { SeedMarker } from './seed-marker';

export interface SeedOptions {
  /**
   * Also fill the directory (lots, houses, places, sold prices, articles) with generated data;
   * the marker then records its reference day, so its calendar can roll forward.
   */
  directory?: Pick<SeedDirectoryOptions, 'soldRows' | 'mediaDir' | 'seed' | 'referenceDate'>;
}

async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ value: unknown }>(
    "SELECT value FROM settings WHERE key = 'seed'",
  );
  return rows.length > 0;
}

/**
 * Layouts editors can change but never delete: added to any database that lacks one (also one
 * seeded before layouts existed), left alone otherwise.
 */
async function seedLayouts(db: Queryable) {
  for (const layout of SEED_LAYOUTS)
    await db.query(
      `INSERT INTO pages (path, is_home, document) VALUES ($1, false, $2) ON CONFLICT (path) DO NOTHING`,
      [layout.path, JSON.stringify(layout.document)],
    );
}

/** Fills an empty database once; a marker row makes later starts skip it. Deterministic content. */
export async function seedIfEmpty(
  db: Db,
  logger: Logger,
  options: SeedOptions = {},
): Promise<boolean> {
  if (await isSeeded(db)) {
    await seedLayouts(db);
    await seedStaffAccounts(db);
    // Also for a database seeded before seeded pages had one.
    await recordFirstRevisions(db);
    return false;
  }
  const started = Date.now();
  const [userHash, editorHash] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(DEMO_EDITOR.password),
  ]);
  // The directory first: the marker row below is written only when everything succeeded.
  const directory = options.directory
    ? await seedDirectory(db, { ...options.directory, logger })
    : null;
  const referenceDay = directory && utcDay(new Date(directory.referenceDate));
  const marker: SeedMarker = {
    at: new Date().toISOString(),
    ...(referenceDay && {
      directory: { generated: true, referenceDay, soldPricesReferenceDay: referenceDay },
    }),
  };
  await db.transaction(async (tx) => {
    await writeGlobalConfig(tx, DEFAULT_GLOBAL_CONFIG);
    for (const [u, hash, role] of [
      [DEMO_USER, userHash, 'user'],
      [DEMO_EDITOR, editorHash, 'admin'],
    ] as const) {
      await tx.query(
        `INSERT INTO users (email, username, password_hash, first_name, last_name, role, confirmed)
         VALUES ($1, $1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING`,
        [u.email, hash, u.first_name, u.last_name, role],
      );
    }
    for (const page of SEED_PAGES) {
      await tx.query(
        `INSERT INTO pages (path, is_home, document) VALUES ($1, $2, $3) ON CONFLICT (path) DO NOTHING`,
        [page.path, page.isHome ?? false, JSON.stringify(page.document)],
      );
    }
    await seedLayouts(tx);
    await seedStaffAccounts(tx);
    // An editor's first publish must not lose the seeded version: it is revision one.
    await recordFirstRevisions(tx);
    await tx.query(`INSERT INTO settings (key, value) VALUES ('seed', $1)`, [
      JSON.stringify(marker),
    ]);
  });
  // Statistics for the planner, and the visibility map that lets the sold-price figures be
  // answered from their covering indexes (migration 019). Outside any transaction, as VACUUM must.
  if (directory) await db.exec('VACUUM (ANALYZE) sold_house_prices');
  logger.info({ ms: Date.now() - started, pages: SEED_PAGES.length }, 'database seeded');
  return true;
}
