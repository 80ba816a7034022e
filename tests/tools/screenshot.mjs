// Usage: node tests/tools/screenshot.mjs <baseUrl> <outDir> <path...>  — 375 px and 1280 px screenshots, console errors printed.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  });
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log(`[${width}] console.error:`, m.text()),
  );
  page.on('pageerror', (e) => console.log(`[${width}] pageerror:`, e.message));
  for (const p of paths) {
    const res = await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    // SHOT_FULL=0: only the first screen (long pages shrink to nothing when viewed whole).
    await page.screenshot({ path: name, fullPage: process.env.SHOT_FULL !== '0' });
    console.log(width, p, res?.status(), name);
  }
  await page.close();
}
await browser.close();
