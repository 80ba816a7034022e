import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { createLogger } from '#server/logger.server';
import { loadConfig } from '#server/config/env.server';
import { recordSiteUrl } from '#server/alerts/site-url.server';
import { alertsCliDeps, runAlertsSendCli } from '#server/alerts/alerts-send-cli.server';
import { SALE_AT } from '../helpers/sale-day';

// `npm run alerts:send` from cron, as README shows it (`DATABASE_URL=… npm run alerts:send`), runs
// with the database's settings but not necessarily the server's PUBLIC_URL or PORT. Every link of
// its e-mails (lots, stop links, the saved searches) must still lead to the site, not to
// http://localhost:3000.

const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
const quiet = { write: () => true };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  // What the server does when it starts (server/index.ts).
  await recordSiteUrl(t.db, t.config.PUBLIC_URL);
  const eve = await createTestUser(t, 'eve@example.co.uk');
  await saveSearch(t, eve, { query: 'property_type=Flat' });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('cli-house', 'CLI House') RETURNING id",
  );
  await t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, property_type, auction_date)
     VALUES ($1, 'Flat for the cron run', 'Flat', '${SALE_AT}')`,
    [rows[0]!.id],
  );
});
afterAll(() => t.close());

describe('alerts:send from the command line', () => {
  it('without PUBLIC_URL, links to the address the server runs at', async () => {
    const config = loadConfig({ DATA_DIR: t.config.DATA_DIR, JWT_SECRET: t.config.JWT_SECRET });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    const deps = await alertsCliDeps({ config, db: t.db, logger: createLogger('silent') });
    expect(await runAlertsSendCli([], { ...deps, stdout: quiet, stderr: quiet })).toBe(0);
    const mail = readOutbox(t.config.DATA_DIR).find((m) => m.to === 'eve@example.co.uk')!;
    expect(mail.body).toContain('Flat for the cron run');
    expect(mail.links.length).toBeGreaterThan(3);
    expect(mail.links.filter((link) => !link.startsWith(`${ORIGIN}/`))).toEqual([]);
  });

  it('a PUBLIC_URL given to the command wins', async () => {
    const config = loadConfig({
      DATA_DIR: t.config.DATA_DIR,
      JWT_SECRET: t.config.JWT_SECRET,
      PUBLIC_URL: 'https://www.example.org',
    });
    const deps = await alertsCliDeps({ config, db: t.db, logger: createLogger('silent') });
    expect(deps.publicUrl).toBe('https://www.example.org');
  });
});
