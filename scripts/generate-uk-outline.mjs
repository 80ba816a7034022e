/**
 * Writes public/maps/uk-outline.svg: the United Kingdom from Natural Earth 1:50m (public domain,
 * via the world-atlas package), projected like the location section's marker
 * (sections/detail/location/uk-projection.ts) and simplified to a few kilobytes.
 * Run: node scripts/generate-uk-outline.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { projectUk, UK_MAP } from '../sections/detail/location/uk-projection.ts';

const UNITED_KINGDOM = '826';
const TOLERANCE = 0.6; // map units: about half a pixel at the drawn size
const MIN_RING_POINTS = 4;

/** Douglas–Peucker: the points that keep the line within `tolerance` of the original. */
function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const [a, b] = [points[0], points.at(-1)];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const d = Math.abs((b[1] - a[1]) * x - (b[0] - a[0]) * y + b[0] * a[1] - b[1] * a[0]) / len;
    if (d > worst) [worst, at] = [d, i];
  }
  if (worst <= tolerance) return [a, b];
  return [
    ...simplify(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(at), tolerance),
  ];
}

/** A closed ring (first point = last) is split at its point farthest from the start, then simplified. */
function simplifyRing(ring, tolerance) {
  if (ring.length < 4) return ring;
  const [x0, y0] = ring[0];
  const dist = ([x, y]) => Math.hypot(x - x0, y - y0);
  let far = 1;
  ring.forEach((p, i) => {
    if (dist(p) > dist(ring[far])) far = i;
  });
  return [
    ...simplify(ring.slice(0, far + 1), tolerance).slice(0, -1),
    ...simplify(ring.slice(far), tolerance),
  ];
}

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const uk = feature(world, world.objects.countries).features.find(
  (f) => String(f.id) === UNITED_KINGDOM,
);
if (!uk) throw new Error('United Kingdom not found in world-atlas');
const polygons =
  uk.geometry.type === 'Polygon' ? [uk.geometry.coordinates] : uk.geometry.coordinates;

const rings = [];
for (const polygon of polygons)
  for (const ring of polygon) {
    const projected = ring
      .map(([lng, lat]) => projectUk(lat, lng))
      .filter((p) => p !== null)
      .map((p) => [p.x, p.y]);
    const kept = simplifyRing(projected, TOLERANCE);
    if (kept.length >= MIN_RING_POINTS)
      rings.push(`M${kept.map(([x, y]) => `${x} ${y}`).join('L')}Z`);
  }

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${UK_MAP.width} ${UK_MAP.height}" width="${UK_MAP.width}" height="${UK_MAP.height}"><path fill="#dbe4ee" stroke="#94a3b8" stroke-width="0.8" stroke-linejoin="round" d="${rings.join('')}"/></svg>\n`;
writeFileSync(new URL('../public/maps/uk-outline.svg', import.meta.url), svg);
process.stdout.write(
  `Wrote public/maps/uk-outline.svg (${svg.length} bytes, ${rings.length} rings)\n`,
);
