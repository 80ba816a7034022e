import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', process.env.EXTRA ?? '--no-first-run'],
});
const ctx = await b.newContext({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  viewport: { width: 1280, height: 900 },
});
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:3115/login?redirect=%2Flistings%3Fview%3Dmap');
await page.locator('html[data-hydrated="true"]').waitFor();
await page.getByLabel('E-mail address').fill('demo@example.co.uk');
await page.getByLabel('Password', { exact: true }).fill('Auction-demo-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/view=map/);
await page.waitForTimeout(5000);
console.log(await page.locator('[data-map-status]').getAttribute('data-map-status'));
console.log(await page.locator('[aria-live=polite]').allTextContents());
console.log('markers', await page.locator('.maplibregl-marker').count());
await page.screenshot({ path: '/tmp/shots/map-signed-in.png' });
await b.close();
