// `npm run bench`: every page against a static send of its own bytes, in the same run on this
// machine (autocannon, 50 connections, loopback only), first-load bytes against the budget, and
// the database figures. Writes reports/bench.json and the table in docs/performance.md.
// Ratios within one run are what to compare: absolute figures move with the machine's load.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isbot } from 'isbot';
import { benchSettings, reportedSettings } from './bench/settings.mjs';
import { startApp, startPostgres } from './bench/app-server.mjs';
import { startStaticSend } from './bench/static-send.mjs';
import { discoverUrls, probe } from './bench/url-sets.mjs';
import { runScenarios, SCENARIOS } from './bench/scenarios.mjs';
import { capture } from './bench/capture.mjs';
import { judgeFirstLoad } from './bench/goals.mjs';
import { machineInfo } from './bench/machine.mjs';
import { writeBenchSection } from './bench/markdown.mjs';
import { dataFigures } from './bench/data-figures.mjs';
import { firstLoadBytes } from './first-load.mjs';

/** A person's browser: isbot must not take it for a crawler (crawlers get the all-ready render). */
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
if (isbot(HEADERS['user-agent'])) throw new Error('the bench User-Agent reads as a bot');

const settings = benchSettings();
const began = performance.now();
const elapsed = () => Math.round((performance.now() - began) / 1000);
const workDir = `/tmp/auction-bench-${process.pid}`;
const chosen = SCENARIOS.filter((s) => !settings.only || settings.only.includes(s.id));
const scenarioCount = chosen.length;
// Varied pages (not the JSON payload) also measure React's floor (scenarios.mjs).
const floors = chosen.filter((s) => s.kind === 'varied' && s.set !== 'listingsPayload').length;
const perEngine =
  (scenarioCount * 2 + floors) * settings.seconds + scenarioCount * settings.warmupSeconds;
console.log(
  `bench: ${scenarioCount} scenarios × (static + app; React's floor for varied pages) at ${settings.connections} connections, ${settings.seconds} s each: ~${Math.ceil(perEngine / 60)} min per engine${settings.postgres ? ' (PGlite, then PostgreSQL)' : ''}, plus boot${settings.skipData ? '' : ' and the data bench'}`,
);

const printRow = (r) =>
  console.log(
    [
      `${r.pass ? 'PASS' : 'FAIL'} ${r.id.padEnd(16)}`,
      `${String(r.app.rps).padStart(6)} req/s vs static ${String(r.static.rps).padStart(6)} = ${r.ratio}× (≥ ${r.goal}×)`,
      `p99 ${r.app.p99} ms vs ${r.static.p99} ms = ${r.p99Ratio ?? '—'}×`,
      r.floor && `React floor ${r.floor.rps} req/s = ${r.floorRatio}×, app ${r.ofFloor} of it`,
      `errors ${r.app.errors}`,
      `[${r.urls} URLs, ${r.app.distinctPaths} reached]`,
      `${elapsed()} s${r.failures.length ? `  (${r.failures.join('; ')})` : ''}`,
    ]
      .filter(Boolean)
      .join('  '),
  );

/** Boots the app on one engine, checks the URL sets answer, runs the scenarios. */
async function benchEngine(engine, staticSend, databaseUrl) {
  const app = await startApp({
    port: settings.appPort,
    workDir: `${workDir}/${engine}`,
    databaseUrl,
  });
  try {
    console.log(`${engine}: ready in ${app.bootSeconds} s`);
    const urls = await discoverUrls(app.origin);
    for (const [set, paths] of Object.entries(urls.varied)) {
      const bad = await probe(app.origin, paths, HEADERS);
      if (bad.length)
        throw new Error(`varied ${set} URLs that do not answer 200:\n${bad.join('\n')}`);
    }
    const scenarios = await runScenarios({
      app,
      staticSend,
      urls,
      settings,
      headers: HEADERS,
      only: settings.only,
      log: printRow,
    });
    const firstLoad =
      engine === 'pglite'
        ? await Promise.all(
            [
              ['`/`', urls.hot.home],
              ['`/listings`', urls.hot.listings],
              ['lot page', urls.hot.lot],
            ].map(async ([label, path]) => {
              const page = await capture(new URL(path, app.origin).href, HEADERS);
              const bytes = firstLoadBytes(page.body.toString('utf8'), 'dist/client');
              return { label, path, ...bytes, ...judgeFirstLoad(bytes) };
            }),
          )
        : null;
    return { engine, bootSeconds: app.bootSeconds, scenarios, firstLoad };
  } finally {
    await app.stop();
  }
}

const machine = machineInfo();
const staticSend = await startStaticSend(settings.staticPort);
const runs = [];
try {
  runs.push(await benchEngine('pglite', staticSend));
  if (settings.postgres) {
    const postgres = await startPostgres({
      url: settings.databaseUrl,
      pgPort: settings.pgPort,
      pgRoot: settings.pgRoot,
    });
    try {
      runs.push(await benchEngine('postgres', staticSend, postgres.url));
    } finally {
      await postgres.stop();
    }
  }
} finally {
  staticSend.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const firstLoad = runs[0].firstLoad;
for (const p of firstLoad)
  console.log(
    `${p.pass ? 'PASS' : 'FAIL'} first load ${p.label}: JS ${p.js} B, CSS ${p.css} B${p.failures.length ? ` (${p.failures.join(', ')})` : ''}`,
  );
const throughputSeconds = elapsed();
const data = settings.skipData ? null : dataFigures();

const report = {
  machine,
  settings: reportedSettings(settings),
  totalSeconds: elapsed(),
  throughputSeconds,
  runs: runs.map(({ firstLoad: _, ...run }) => run),
  firstLoad,
  data,
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
const partial = settings.quick || settings.only;
if (!partial) await writeBenchSection('docs/performance.md', report);

const failed = [...runs.flatMap((r) => r.scenarios), ...firstLoad].filter((r) => !r.pass);
console.log(
  `bench: ${failed.length} of ${report.runs.reduce((n, r) => n + r.scenarios.length, 0) + firstLoad.length} checks failed; total ${report.totalSeconds} s. reports/bench.json${partial ? '' : ' and docs/performance.md'} written.`,
);
if (failed.length && settings.failOnGoal) process.exitCode = 1;
