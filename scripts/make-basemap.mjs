// Writes public/maps/basemap.geojson: the land of the British Isles and the nearby coast of Europe,
// from Natural Earth (world-atlas, 1:10m), so the map works offline. Run after upgrading world-atlas:
//   node scripts/make-basemap.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topo = JSON.parse(await readFile(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
const countries = feature(topo, topo.objects.countries);

/** West, south, east, north: wide enough for the UK map at any zoom a visitor would use. */
const BOX = [-14, 48, 6, 62];
const inBox = ([lng, lat]) => lng >= BOX[0] && lng <= BOX[2] && lat >= BOX[1] && lat <= BOX[3];
const round = (n) => Math.round(n * 1000) / 1000;
/** Clamping to the box is a cheap clip: what lies outside collapses onto the box edge, out of view. */
const clamp = ([x, y]) => [
  round(Math.min(Math.max(x, BOX[0]), BOX[2])),
  round(Math.min(Math.max(y, BOX[1]), BOX[3])),
];
const dedupe = (ring) =>
  ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]);

const features = [];
for (const f of countries.features) {
  const polygons =
    f.geometry?.type === 'Polygon'
      ? [f.geometry.coordinates]
      : f.geometry?.type === 'MultiPolygon'
        ? f.geometry.coordinates
        : [];
  const kept = polygons
    .filter((rings) => rings[0].some(inBox))
    .map((rings) => rings.map((ring) => dedupe(ring.map(clamp))).filter((r) => r.length >= 4));
  if (!kept.length) continue;
  const uk = f.properties.name === 'United Kingdom';
  features.push({
    type: 'Feature',
    properties: { name: f.properties.name, uk },
    geometry: { type: 'MultiPolygon', coordinates: kept },
  });
}

const out = new URL('../public/maps/basemap.geojson', import.meta.url);
await writeFile(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`basemap: ${features.length} countries → ${out.pathname}`);
