import { cannon } from './cannon.mjs';
import { capture } from './capture.mjs';
import { judge } from './goals.mjs';
import { REACT_FLOOR_PATH } from './static-send.mjs';

/**
 * Waits until the app has finished the requests the load generator gave up on when its run
 * ended (the server still renders them), so they do not eat into the next static send's run:
 * `/readyz` asks the database, so it answers quickly only once the queue ahead of it is gone.
 */
async function settle(origin, { quickMs = 50, timeoutMs = 15_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${origin}/readyz`).then((r) => r.arrayBuffer());
    if (performance.now() - t0 < quickMs) return;
  }
}

/** What each scenario asks for; `set` names the URL set (url-sets.mjs) it draws from. */
export const SCENARIOS = [
  { id: 'home-hot', label: '`/`', kind: 'hot', set: 'home' },
  { id: 'listings-hot', label: '`/listings`', kind: 'hot', set: 'listings' },
  { id: 'lot-hot', label: 'lot page', kind: 'hot', set: 'lot' },
  { id: 'sold-hot', label: '`/sold-house-prices`', kind: 'hot', set: 'soldPrices' },
  { id: 'location-hot', label: 'location page', kind: 'hot', set: 'location' },
  { id: 'listings-varied', label: '`/listings` filters, sorts', kind: 'varied', set: 'listings' },
  { id: 'lot-varied', label: 'lot pages', kind: 'varied', set: 'lot' },
  {
    id: 'sold-varied',
    label: 'sold prices: districts, towns, prices',
    kind: 'varied',
    set: 'soldPrices',
  },
  { id: 'location-varied', label: 'location and postcode pages', kind: 'varied', set: 'location' },
  { id: 'payload-hot', label: '`/listings/_payload.json`', kind: 'hot', set: 'listingsPayload' },
  {
    id: 'payload-varied',
    label: '`_payload.json` of varied `/listings`',
    kind: 'varied',
    set: 'listingsPayload',
  },
];

/** React's floor against the static send and the app against the floor (null without a floor). */
function floorFigures(floor, app, staticResult) {
  if (!floor) return { floor: null, floorRatio: null, ofFloor: null };
  return {
    floor,
    floorRatio: staticResult.rps ? Number((floor.rps / staticResult.rps).toFixed(3)) : 0,
    ofFloor: floor.rps ? Number((app.rps / floor.rps).toFixed(2)) : 0,
  };
}

/**
 * Runs every scenario against `app`, each right after a static send of its own bytes (hot: the
 * page itself; varied: the first URL of its set, a representative page), so both see the same
 * machine load. A varied HTML page's static send is followed by React's floor for the same page.
 * A short warm-up precedes each app run; the varied rotation carries on from where the warm-up
 * stopped, so the measured requests are not the warm-up's URLs again.
 */
export async function runScenarios({ app, staticSend, urls, settings, headers, only, log }) {
  const results = [];
  for (const scenario of SCENARIOS.filter((s) => !only || only.includes(s.id))) {
    const paths = scenario.kind === 'varied' ? urls.varied[scenario.set] : undefined;
    const path = paths ? paths[0] : urls.hot[scenario.set];
    const page = await capture(new URL(path, app.origin).href, headers);
    if (page.status !== 200) throw new Error(`${scenario.id}: ${path} answered ${page.status}`);
    // A varied HTML page is also measured against React rendering its markup (react-floor.mjs).
    const floorReady = (await staticSend.show(page)) && scenario.kind === 'varied';
    const load = { connections: settings.connections, seconds: settings.seconds, headers };
    const rotation = { next: 0 };
    const staticResult = await cannon(staticSend.origin, { ...load, path: '/' });
    const floor = floorReady
      ? await cannon(staticSend.origin, { ...load, path: REACT_FLOOR_PATH })
      : null;
    await cannon(app.origin, { ...load, seconds: settings.warmupSeconds, path, paths, rotation });
    const appResult = await cannon(app.origin, { ...load, path, paths, rotation });
    await settle(app.origin);
    const verdict = judge(scenario.kind, appResult, staticResult);
    const row = {
      ...scenario,
      path,
      urls: paths?.length ?? 1,
      bytes: page.body.length,
      app: appResult,
      static: staticResult,
      ...floorFigures(floor, appResult, staticResult),
      ...verdict,
    };
    results.push(row);
    log(row);
  }
  return results;
}
