import { Rng, hashString } from './prng';
import type { LotPropertyType } from './vocabulary';

/**
 * Deterministic SVG placeholders: house illustrations for lots, monogram logos for auction houses
 * and covers for articles. Files live under `<mediaDir>/seed/…` and are served at `/media/seed/…`.
 */

export const MEDIA_URL_PREFIX = '/media';
export const SEED_MEDIA_FOLDER = 'seed';

export const LOT_IMAGE_KINDS = [
  'terraced-house',
  'semi-detached-house',
  'detached-house',
  'bungalow',
  'flat',
  'land',
  'commercial',
  'garage',
] as const;
export type LotImageKind = (typeof LOT_IMAGE_KINDS)[number];

/** Illustrations per kind; a lot shows up to this many distinct ones. */
export const LOT_IMAGE_VARIANTS = 5;

const KIND_OF: Record<LotPropertyType, LotImageKind> = {
  'Terraced house': 'terraced-house',
  'Semi-detached house': 'semi-detached-house',
  'Detached house': 'detached-house',
  Bungalow: 'bungalow',
  Flat: 'flat',
  Maisonette: 'flat',
  Land: 'land',
  'Development site': 'land',
  Commercial: 'commercial',
  'Mixed use': 'commercial',
  Garage: 'garage',
};

const KIND_LABEL: Record<LotImageKind, string> = {
  'terraced-house': 'Terraced house',
  'semi-detached-house': 'Semi-detached house',
  'detached-house': 'Detached house',
  bungalow: 'Bungalow',
  flat: 'Flat',
  land: 'Land',
  commercial: 'Commercial',
  garage: 'Garages',
};

export function lotImageKind(type: LotPropertyType): LotImageKind {
  return KIND_OF[type];
}

/** Path under the media folder, e.g. `seed/lots/flat-3.svg`. */
export function lotImagePath(kind: LotImageKind, variant: number): string {
  return `${SEED_MEDIA_FOLDER}/lots/${kind}-${variant}.svg`;
}

export function logoPath(houseSlug: string): string {
  return `${SEED_MEDIA_FOLDER}/logos/${houseSlug}.svg`;
}

export function articleCoverPath(articleSlug: string): string {
  return `${SEED_MEDIA_FOLDER}/articles/${articleSlug}.svg`;
}

export function mediaUrl(relativePath: string): string {
  return `${MEDIA_URL_PREFIX}/${relativePath}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const SKIES = [
  ['#bfe3f7', '#e9f6fd'],
  ['#9fd0ee', '#dff1fb'],
  ['#f7d9b5', '#fdf1e2'],
  ['#cfd8e0', '#eef2f5'],
  ['#c8e6d8', '#eef8f3'],
] as const;
const WALLS = ['#b5523b', '#c9824f', '#e8dcc2', '#a8a39a', '#d9b36c', '#f2efe6', '#8f4a3a'];
const ROOFS = ['#4a4f57', '#7a3b2e', '#5b5f66', '#3d3f44', '#8a4b36'];
const DOORS = ['#b3262d', '#1f3a68', '#2f6b3a', '#222222', '#d8a21a', '#5a2d6e'];
const GROUNDS = ['#7fb069', '#8cbf73', '#6fa35d', '#9cc987'];

interface Palette {
  sky: readonly [string, string];
  wall: string;
  roof: string;
  door: string;
  ground: string;
  accent: string;
}

function palette(rng: Rng): Palette {
  return {
    sky: rng.pick(SKIES),
    wall: rng.pick(WALLS),
    roof: rng.pick(ROOFS),
    door: rng.pick(DOORS),
    ground: rng.pick(GROUNDS),
    accent: rng.pick(DOORS),
  };
}

const WINDOW = '#dbeefa';

function windowAt(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${WINDOW}" stroke="#ffffff" stroke-width="4"/>` +
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="3"/>`
  );
}

/** One two-storey house unit with pitched roof, door and two windows. */
function houseUnit(x: number, width: number, p: Palette, door: string, chimney: boolean): string {
  const top = 250;
  const base = 480;
  const parts = [
    `<rect x="${x}" y="${top}" width="${width}" height="${base - top}" fill="${p.wall}"/>`,
    `<polygon points="${x - 12},${top} ${x + width / 2},${top - 110} ${x + width + 12},${top}" fill="${p.roof}"/>`,
    windowAt(x + width * 0.14, top + 35, width * 0.28, 60),
    windowAt(x + width * 0.58, top + 35, width * 0.28, 60),
    windowAt(x + width * 0.58, top + 130, width * 0.28, 60),
    `<rect x="${x + width * 0.17}" y="${base - 105}" width="${width * 0.22}" height="105" fill="${door}"/>`,
  ];
  if (chimney) {
    parts.push(
      `<rect x="${x + width * 0.7}" y="${top - 105}" width="26" height="60" fill="${p.roof}"/>`,
    );
  }
  return parts.join('');
}

function drawKind(kind: LotImageKind, p: Palette, rng: Rng): string {
  switch (kind) {
    case 'terraced-house': {
      const doors = [rng.pick(DOORS), p.door, rng.pick(DOORS)];
      return [0, 1, 2].map((i) => houseUnit(110 + i * 195, 190, p, doors[i]!, i !== 1)).join('');
    }
    case 'semi-detached-house':
      return houseUnit(180, 220, p, p.door, true) + houseUnit(400, 220, p, rng.pick(DOORS), true);
    case 'detached-house':
      return (
        houseUnit(250, 300, p, p.door, true) +
        `<rect x="560" y="380" width="120" height="100" fill="${p.wall}"/>` +
        `<rect x="575" y="400" width="90" height="80" fill="#d6d6d6"/>`
      );
    case 'bungalow':
      return (
        `<rect x="150" y="330" width="500" height="150" fill="${p.wall}"/>` +
        `<polygon points="130,330 260,230 540,230 670,330" fill="${p.roof}"/>` +
        windowAt(190, 365, 110, 60) +
        windowAt(480, 365, 110, 60) +
        `<rect x="360" y="380" width="70" height="100" fill="${p.door}"/>`
      );
    case 'flat': {
      const floors = rng.int(4, 6);
      const height = floors * 62 + 20;
      const top = 480 - height;
      const cells: string[] = [
        `<rect x="220" y="${top}" width="360" height="${height}" fill="${p.wall}"/>`,
        `<rect x="210" y="${top - 14}" width="380" height="16" fill="${p.roof}"/>`,
      ];
      for (let f = 0; f < floors; f++) {
        for (let c = 0; c < 4; c++) {
          if (f === floors - 1 && (c === 1 || c === 2)) continue;
          cells.push(windowAt(245 + c * 85, top + 20 + f * 62, 55, 38));
        }
      }
      cells.push(`<rect x="365" y="${480 - 70}" width="70" height="70" fill="${p.door}"/>`);
      return cells.join('');
    }
    case 'land': {
      const posts = Array.from({ length: 9 }, (_, i) => {
        const x = 80 + i * 80;
        return `<rect x="${x}" y="420" width="10" height="60" fill="#8b6b4a"/>`;
      }).join('');
      return (
        `<path d="M0 420 Q 200 360 400 410 T 800 400 L 800 480 L 0 480 Z" fill="${p.ground}" opacity="0.8"/>` +
        posts +
        `<rect x="80" y="440" width="650" height="8" fill="#8b6b4a"/>` +
        `<rect x="520" y="300" width="12" height="130" fill="#6b4f35"/>` +
        `<rect x="450" y="250" width="160" height="70" fill="${p.accent}"/>` +
        `<text x="530" y="295" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">FOR SALE</text>`
      );
    }
    case 'commercial':
      return (
        `<rect x="170" y="200" width="460" height="280" fill="${p.wall}"/>` +
        windowAt(200, 225, 110, 70) +
        windowAt(345, 225, 110, 70) +
        windowAt(490, 225, 110, 70) +
        `<polygon points="160,330 640,330 620,375 180,375" fill="${p.accent}"/>` +
        `<rect x="195" y="380" width="300" height="100" fill="${WINDOW}" stroke="#ffffff" stroke-width="5"/>` +
        `<rect x="515" y="380" width="80" height="100" fill="${p.door}"/>`
      );
    case 'garage':
      return (
        Array.from({ length: 4 }, (_, i) => {
          const x = 130 + i * 140;
          return (
            `<rect x="${x}" y="330" width="130" height="150" fill="${p.wall}"/>` +
            `<rect x="${x + 12}" y="360" width="106" height="120" fill="${i % 2 ? p.door : p.accent}"/>` +
            Array.from(
              { length: 5 },
              (_, j) =>
                `<line x1="${x + 12}" y1="${380 + j * 20}" x2="${x + 118}" y2="${380 + j * 20}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
            ).join('')
          );
        }).join('') + `<rect x="120" y="316" width="570" height="16" fill="${p.roof}"/>`
      );
  }
}

/** A 800×600 illustration of a property of `kind`; the same (kind, variant) always draws the same. */
export function renderLotSvg(kind: LotImageKind, variant: number): string {
  const rng = new Rng(hashString(`lot-image:${kind}:${variant}`));
  const p = palette(rng);
  const clouds = Array.from({ length: rng.int(1, 3) }, () => {
    const x = rng.int(60, 700);
    const y = rng.int(50, 150);
    return `<ellipse cx="${x}" cy="${y}" rx="${rng.int(45, 80)}" ry="${rng.int(16, 26)}" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  const label = escapeXml(KIND_LABEL[kind]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label} illustration">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#sky)"/>`,
    clouds,
    `<rect y="480" width="800" height="120" fill="${p.ground}"/>`,
    `<rect y="480" width="800" height="14" fill="#b9b4aa"/>`,
    drawKind(kind, p, rng),
    `<rect x="0" y="540" width="800" height="60" fill="#000000" opacity="0.45"/>`,
    `<text x="30" y="580" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#ffffff">${label}</text>`,
    `<text x="770" y="580" font-family="Arial, Helvetica, sans-serif" font-size="18" fill="#ffffff" text-anchor="end">Illustration ${variant}</text>`,
    `</svg>`,
  ].join('\n');
}

const LOGO_COLOURS = [
  '#14365d',
  '#7a1f2b',
  '#1f5f4a',
  '#4b2e6f',
  '#8a5a14',
  '#2d4a5a',
  '#5c3b28',
  '#0f5257',
];

/** Letters for a monogram: `Harland & Pryce Property Auctions` → `HP`. */
export function monogram(name: string): string {
  const skip = new Set([
    'and',
    '&',
    'property',
    'auctions',
    'auction',
    'auctioneers',
    'house',
    'the',
    'co',
    'rooms',
  ]);
  const words = name.split(/\s+/).filter((w) => !skip.has(w.toLowerCase().replace(/[^a-z&]/g, '')));
  const letters = (words.length ? words : name.split(/\s+/)).map((w) => w[0]!.toUpperCase());
  return letters.slice(0, 2).join('');
}

export function renderLogoSvg(name: string): string {
  const rng = new Rng(hashString(`logo:${name}`));
  const bg = rng.pick(LOGO_COLOURS);
  const accent = rng.pick(['#f2c14e', '#ffffff', '#e9d8a6', '#f4a259']);
  const label = escapeXml(name);
  const shape = rng.chance(0.5)
    ? `<circle cx="100" cy="100" r="72" fill="none" stroke="${accent}" stroke-width="6"/>`
    : `<rect x="32" y="32" width="136" height="136" rx="18" fill="none" stroke="${accent}" stroke-width="6"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${label} logo">`,
    `<rect width="200" height="200" rx="24" fill="${bg}"/>`,
    shape,
    `<text x="100" y="122" font-family="Georgia, 'Times New Roman', serif" font-size="60" font-weight="700" fill="${accent}" text-anchor="middle">${escapeXml(monogram(name))}</text>`,
    `</svg>`,
  ].join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function renderArticleCoverSvg(title: string, category: string): string {
  const rng = new Rng(hashString(`cover:${title}`));
  const bg = rng.pick(LOGO_COLOURS);
  const p = palette(rng);
  const lines = wrap(title, 34).slice(0, 3);
  const text = lines
    .map(
      (l, i) =>
        `<text x="60" y="${200 + i * 58}" font-family="Georgia, 'Times New Roman', serif" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="1200" height="630" fill="${bg}"/>`,
    `<g transform="translate(760 190) scale(0.55)" opacity="0.9">${drawKind(rng.pick(LOT_IMAGE_KINDS), p, rng)}</g>`,
    `<text x="60" y="120" font-family="Arial, Helvetica, sans-serif" font-size="26" letter-spacing="3" fill="#f2c14e">${escapeXml(category.toUpperCase())}</text>`,
    text,
    `</svg>`,
  ].join('\n');
}
