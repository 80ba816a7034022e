import path from 'node:path';
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { BUDGET, firstLoadBytes } from '../../scripts/first-load.mjs';

// What a phone downloads before a page works (issue 14: ≤ 90 KB JavaScript, ≤ 15 KB CSS, gzip),
// counted on the build these tests run against, so a change that drags a server table or zod
// into every page fails here and not only in `npm run bench`. Sizes, not times.
const DIST_CLIENT = path.resolve('dist/client');

test('the first load of the home page, the results and a lot page is within budget', async ({
  request,
}) => {
  const results = await (await request.get('/listings')).text();
  const lot = results.match(/href="(\/listings\/\d+)[^"]*"/)?.[1];
  expect(lot, 'a lot linked from the results').toBeTruthy();
  for (const page of ['/', '/listings', lot!]) {
    const res = await request.get(page);
    expect(res.status(), page).toBe(200);
    const load = firstLoadBytes(await res.text(), DIST_CLIENT);
    expect(load.files.length, `${page}: scripts found`).toBeGreaterThan(0);
    expect(load.forbidden, `${page}: modules no page may load at first`).toEqual([]);
    expect(load.js, `${page}: JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGET.js);
    expect(load.css, `${page}: CSS (gzip bytes)`).toBeLessThanOrEqual(BUDGET.css);
  }
});

// Code two other pages share rides in `pages-more`, not in the `pages` chunk these three load
// (vite.config.ts, BUDGETED_PAGES): before, each of them downloaded an article's page, the auction
// results and the account forms, about 2.7 KB gzip they never run.
test('the home page, the results and a lot page leave out code only other pages use', async ({
  request,
}) => {
  const modulesOf = JSON.parse(
    readFileSync(path.join(DIST_CLIENT, '.vite/chunk-modules.json'), 'utf8'),
  ) as Record<string, { module: string }[]>;
  const results = await (await request.get('/listings')).text();
  const lot = results.match(/href="(\/listings\/\d+)[^"]*"/)?.[1];
  expect(lot, 'a lot linked from the results').toBeTruthy();
  const otherPagesOnly = [
    'client/pages/article-pages.tsx',
    'client/components/auctions/result-figures.tsx',
    'client/components/forms/account-form.tsx',
  ];
  for (const page of ['/', '/listings', lot!]) {
    const load = firstLoadBytes(await (await request.get(page)).text(), DIST_CLIENT);
    const modules = load.files.flatMap((f) =>
      (modulesOf[f.url.replace(/^\//, '')] ?? []).map((m) => m.module),
    );
    expect(modules.length, `${page}: modules found`).toBeGreaterThan(0);
    expect(
      otherPagesOnly.filter((m) => modules.includes(m)),
      page,
    ).toEqual([]);
  }
});
