import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLoadBytes } from '../../../scripts/first-load.mjs';
import { judgeFirstLoad } from '../../../scripts/bench/goals.mjs';

// A client build in miniature: an entry that statically imports a page chunk, which imports a
// chunk holding zod; the entry also lazy-loads a form chunk that holds zod too.
let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  for (const file of ['entry.js', 'page.js', 'schemas.js', 'form.js'])
    write(`assets/${file}`, `export const x = ${JSON.stringify(file.repeat(50))};`);
  write('assets/entry.css', 'body{margin:0}');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'client/entry.client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        css: ['assets/entry.css'],
        dynamicImports: ['client/form.tsx'],
      },
      'client/pages/page.tsx': { file: 'assets/page.js', imports: ['_schemas.js'] },
      '_schemas.js': { file: 'assets/schemas.js' },
      'client/form.tsx': { file: 'assets/form.js' },
    }),
  );
  const mod = (module: string) => ({ module, bytes: 100 });
  write(
    '.vite/chunk-modules.json',
    JSON.stringify({
      'assets/entry.js': [mod('client/entry.client.tsx')],
      'assets/page.js': [mod('client/pages/page.tsx')],
      'assets/schemas.js': [mod('node_modules/zod/v4/core/schemas.js')],
      'assets/form.js': [mod('client/form.tsx'), mod('node_modules/zod/v4/classic/schemas.js')],
    }),
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const html = (...scripts: string[]) =>
  `<link rel="stylesheet" href="/assets/entry.css">${scripts
    .map((s) => `<link rel="modulepreload" href="${s}">`)
    .join('')}<script type="module" src="/assets/entry.js"></script>`;

describe('first load: forbidden modules', () => {
  it('finds zod reached through a static import of the page chunk and fails the budget', () => {
    const load = firstLoadBytes(html('/assets/page.js'), dist);
    expect(load.forbidden).toEqual([
      {
        name: 'zod',
        url: '/assets/schemas.js',
        module: 'node_modules/zod/v4/core/schemas.js',
      },
    ]);
    expect(judgeFirstLoad(load)).toMatchObject({ pass: false, failures: ['loads zod'] });
  });

  it('passes a page whose only zod is in a chunk it loads lazily (a form)', () => {
    const load = firstLoadBytes(html(), dist);
    expect(load.files.map((f) => f.url)).toEqual(['/assets/entry.js', '/assets/entry.css']);
    expect(load.forbidden).toEqual([]);
    expect(judgeFirstLoad(load).pass).toBe(true);
  });
});

describe('first load: scripts loaded after the first paint (decision 059)', () => {
  const painted = (preload: string[]) =>
    `<link rel="stylesheet" href="/assets/entry.css"><div id="root"></div>` +
    `<script id="page-scripts" type="application/json">${JSON.stringify({ entry: '/assets/entry.js', preload })}</script>` +
    `<script nonce="n">(function(){/* loader */})()</script>`;

  it('counts the entry and the preloads #page-scripts names, and what they import', () => {
    const load = firstLoadBytes(painted(['/assets/page.js']), dist);
    expect(load.files.map((f) => f.url).sort()).toEqual([
      '/assets/entry.css',
      '/assets/entry.js',
      '/assets/page.js',
      '/assets/schemas.js',
    ]);
    expect(load.forbidden.map((f) => f.url)).toEqual(['/assets/schemas.js']);
    expect(judgeFirstLoad(load).pass).toBe(false);
  });
});
