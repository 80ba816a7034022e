import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';
import { readGlobalConfig, writeGlobalConfig } from '#server/cms/global-config.server';
import { DEFAULT_GLOBAL_CONFIG, type GlobalConfig } from '#schema/global-config';

/** Migration 029: the seeded sold-card Address row gains the flat; an editor's own row stays. */
describe.each(testLanes())('sold card address migration (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'card-address' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '029_sold_card_address_with_flat')!.sql;
  const withAddress = (value: string): GlobalConfig => ({
    ...DEFAULT_GLOBAL_CONFIG,
    sold_house_price_card_details_config:
      DEFAULT_GLOBAL_CONFIG.sold_house_price_card_details_config.map((row) =>
        row.label === 'Address' ? { ...row, value } : row,
      ),
  });
  const address = async () =>
    (await readGlobalConfig(t.db)).sold_house_price_card_details_config.find(
      (r) => r.label === 'Address',
    )?.value;

  it('gives a database still holding the seeded row the address with the flat', async () => {
    await writeGlobalConfig(t.db, withAddress('{{paon}} {{street}}, {{town_city}}'));
    await t.db.exec(sql);
    expect(await address()).toBe('{{address}}, {{town_city}}');
    expect(await readGlobalConfig(t.db)).toEqual(DEFAULT_GLOBAL_CONFIG);
  });

  it('leaves a row an editor wrote alone', async () => {
    await writeGlobalConfig(t.db, withAddress('{{saon}} {{paon}} {{street}}'));
    await t.db.exec(sql);
    expect(await address()).toBe('{{saon}} {{paon}} {{street}}');
  });
});
