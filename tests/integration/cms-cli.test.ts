import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { createLogger } from '#server/logger.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';
import type { Db, Queryable } from '#server/db/db.server';
import { buildJsonSchemas } from '#server/cms/cli/json-schemas';
import { writeJsonFiles } from '#server/cms/cli/write-files.server';
import { exportContent, importContent } from '#server/cms/cli/cms-commands.server';
import { runCmsCli } from '#server/cms/cli/cms-cli.server';
import { findPublishedPage } from '#server/cms/pages.server';
import { SECTION_REGISTRY } from '#sections/registry';
import { DETAIL_REGISTRY } from '#sections/detail/registry';

const quiet = createLogger('silent', new Writable({ write: (_c, _e, cb) => cb() }));
/** Scratch folders of this file, removed after it (250 were left in /tmp). */
const made: string[] = [];
const tmp = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `cms-${name}-`));
  made.push(dir);
  return dir;
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

let source: TestDb;
let target: TestDb;
let exported: string;

beforeAll(async () => {
  [source, target] = await Promise.all([openTestDb(), openTestDb()]);
  await seedIfEmpty(source.db, quiet);
  // The target has the accounts (for --author) but none of the seeded content.
  await seedIfEmpty(target.db, quiet);
  await target.db.exec('DELETE FROM pages; DELETE FROM redirects;');
  await source.db.query(
    "INSERT INTO redirects (from_path, to_url, status_code) VALUES ('/old-about', '/about', 301)",
  );
  exported = tmp('export');
  await exportContent(source.db, exported);
});
afterAll(async () => {
  await Promise.all([source.dispose(), target.dispose()]);
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI in process with captured output. */
async function cli(argv: string[], db: Db = target.db) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCmsCli(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    // The CLI closes what it opens; the tests keep their database.
    openDb: async () => ({ ...db, close: async () => undefined }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const count = async (q: Queryable, table: string) =>
  Number((await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

describe('JSON Schema export', () => {
  it('writes page.json, listing-layout.json, one file per section and detail type and global-config.json', async () => {
    const dir = tmp('schemas');
    const written = await writeJsonFiles(dir, buildJsonSchemas());
    expect(written).toHaveLength(
      3 + Object.keys(SECTION_REGISTRY).length + Object.keys(DETAIL_REGISTRY).length,
    );
    const page = readJson(path.join(dir, 'page.json'));
    expect(page.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(page.required).toEqual(['slug', 'title', 'sections']);
    expect(page.properties.sections.items.oneOf).toHaveLength(Object.keys(SECTION_REGISTRY).length);
    const hero = readJson(path.join(dir, 'sections/hero.json'));
    expect(hero.properties.type.const).toBe('hero');
    expect(hero.required).toEqual(['type', 'id', 'title']);
    const layout = readJson(path.join(dir, 'listing-layout.json'));
    expect(layout.properties.sections.items.oneOf).toHaveLength(
      Object.keys(DETAIL_REGISTRY).length,
    );
    const information = readJson(path.join(dir, 'details/information.json'));
    expect(information.properties.facts.items.properties.field.enum).toContain('tenure');
    const config = readJson(path.join(dir, 'global-config.json'));
    expect(config.properties.map_access_modal.properties.slug.pattern).toBeTruthy();
  });

  it('matches the committed schema/json (run `npm run schema:export` after changing a schema)', () => {
    for (const [file, schema] of Object.entries(buildJsonSchemas())) {
      const committed = path.resolve('schema/json', file);
      expect(existsSync(committed), `${file} is missing from schema/json`).toBe(true);
      expect(readJson(committed), `${file} is out of date`).toEqual(schema);
    }
  });
});

describe('cms export', () => {
  it('writes every page (live and draft), the redirects and the global config', async () => {
    const home = readJson(path.join(exported, 'pages/home.json'));
    expect(home).toMatchObject({ path: '/', published: true, draft: null });
    expect(home.document.layout).toBe('landing');
    expect(readJson(path.join(exported, 'pages/about.json')).document.title).toBe('About us');
    expect(readJson(path.join(exported, 'redirects.json'))).toEqual([
      { from_path: '/old-about', to_url: '/about', status_code: 301 },
    ]);
    expect(readJson(path.join(exported, 'global-config.json')).map_access_modal).toEqual({
      slug: 'map-access',
    });
  });
});

describe('cms validate', () => {
  it('passes an exported folder', async () => {
    const res = await cli(['validate', exported]);
    expect(res.code).toBe(0);
    expect(res.out).toContain('no problems found');
  });

  it('lists every problem readably and exits 1', async () => {
    const dir = tmp('bad');
    mkdirSync(path.join(dir, 'pages/guides'), { recursive: true });
    const write = (rel: string, value: unknown) =>
      writeFileSync(path.join(dir, rel), typeof value === 'string' ? value : JSON.stringify(value));
    const doc = (sections: unknown[]) => ({ slug: 'x', title: 'T', sections });
    write('pages/broken.json', '{ "path": "/broken", ');
    write('pages/reserved.json', { path: '/listings/mine', document: doc([]) });
    write('pages/guides/bad-section.json', {
      path: '/guides/bad-section',
      document: doc([
        { type: 'hero', id: 'h', title: '' },
        { type: 'carousel', id: 'c' },
      ]),
      draft: { ...doc([{ type: 'hero', id: 'h', title: '' }]), layout: 'wide' },
    });
    write('pages/no-document.json', { path: '/no-document' });
    write('pages/dup-1.json', { path: '/dup', document: doc([]) });
    write('pages/dup-2.json', { path: '/dup', document: doc([]) });
    write('redirects.json', [
      { from_path: '/a', to_url: 'javascript:alert(1)' },
      { from_path: '/b', to_url: '/c' },
      { from_path: '/b', to_url: '/d' },
    ]);
    write('global-config.json', { sold_house_price_card_details_config: [] });
    const res = await cli(['validate', dir]);
    expect(res.code).toBe(1);
    const lines = res.err
      .split('\n')
      .slice(1)
      .map((l) => l.replace(/^ {2}- /, ''));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages\/broken\.json: not valid JSON/),
        'pages/reserved.json: path: /listings belongs to the site itself; choose another path',
        'pages/guides/bad-section.json: document.sections[0] (hero): title: Enter a value',
        expect.stringMatching(
          /^pages\/guides\/bad-section\.json: document\.sections\[1\] \(carousel\): type: This kind of section is not known here/,
        ),
        expect.stringMatching(/^pages\/guides\/bad-section\.json: draft\.layout: Choose one of: /),
        'pages/dup-2.json: path /dup is also used by pages/dup-1.json',
        'pages/no-document.json: document: must be the page document (an object)',
        expect.stringMatching(/^redirects\.json: \[0\]\.to_url: Enter a path on this site/),
        'redirects.json: /b is listed twice',
        expect.stringMatching(/^global-config\.json: map_access_modal: /),
      ]),
    );
    expect(res.err.split('\n')[0]).toMatch(/\d+ problem\(s\)$/);
  });

  it('a path that is no folder is refused (exit 2), never "no problems found"', async () => {
    const missing = path.join(tmp('gone'), 'no-such-dir');
    const res = await cli(['validate', missing]);
    expect(res).toEqual({ code: 2, out: '', err: `${missing}: no such folder` });
    const csv = path.join(tmp('csv'), 'lots.csv');
    writeFileSync(csv, 'title,price\nA flat,100000\n');
    const file = await cli(['validate', csv]);
    expect(file.code).toBe(2);
    expect(file.out).toBe('');
    expect(file.err).toMatch(/lots\.csv is not a folder: give the folder `cms export` writes/);
    expect(await cli(['validate', path.join(csv, 'pages')])).toMatchObject({ code: 2 });
  });

  it('prints the usage for an unknown command (exit 2)', async () => {
    const res = await cli(['publish']);
    expect(res.code).toBe(2);
    expect(res.err).toContain('Usage: npm run cms');
  });
});

describe('cms import', () => {
  it('imports an exported folder in one go, with a revision for each published page', async () => {
    const res = await cli(['import', exported]);
    expect(res.code).toBe(0);
    const pages = await count(source.db, 'pages');
    expect(res.out).toContain(`${pages} pages created, 0 updated`);
    expect(await count(target.db, 'pages')).toBe(pages);
    expect(await count(target.db, 'page_revisions')).toBe(pages);
    expect((await findPublishedPage(target.db, '/about'))?.document.title).toBe('About us');
    const home = await target.db.query<{ is_home: boolean }>(
      "SELECT is_home FROM pages WHERE path = '/'",
    );
    expect(home.rows[0]!.is_home).toBe(true);
    expect(await count(target.db, 'redirects')).toBe(1);
  });

  it('leaves unchanged pages alone and records the author of a changed one', async () => {
    const again = await cli(['import', exported]);
    expect(again.out).toContain('0 pages created, 0 updated');
    const before = await count(target.db, 'page_revisions');
    const file = path.join(exported, 'pages/about.json');
    const about = readJson(file);
    about.document.title = 'About the directory';
    writeFileSync(file, JSON.stringify(about));
    const res = await cli(['import', exported, '--author', 'editor@example.co.uk']);
    expect(res.out).toContain('0 pages created, 1 updated');
    expect(await count(target.db, 'page_revisions')).toBe(before + 1);
    const rev = await target.db.query<{ email: string }>(
      `SELECT u.email FROM page_revisions r JOIN users u ON u.id = r.author_id
        JOIN pages p ON p.id = r.page_id WHERE p.path = '/about' ORDER BY r.id DESC LIMIT 1`,
    );
    expect(rev.rows[0]!.email).toBe('editor@example.co.uk');
    expect((await findPublishedPage(target.db, '/about'))?.document.title).toBe(
      'About the directory',
    );
  });

  it('a missing folder imports nothing and says so (exit 2), without opening the database', async () => {
    const missing = path.join(tmp('gone'), 'no-such-dir');
    let opened = false;
    const err: string[] = [];
    const code = await runCmsCli(['import', missing], {
      out: () => undefined,
      err: (l) => err.push(l),
      openDb: async () => {
        opened = true;
        return { ...target.db, close: async () => undefined };
      },
    });
    expect({ code, err, opened }).toEqual({
      code: 2,
      err: [`${missing}: no such folder`],
      opened: false,
    });
  });

  it('export writes a new folder, but not over a file', async () => {
    const file = path.join(tmp('file'), 'notes.txt');
    writeFileSync(file, 'x');
    const res = await cli(['export', file]);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(/notes\.txt is not a folder/);
    const fresh = path.join(tmp('fresh'), 'new-dir');
    expect((await cli(['export', fresh], source.db)).code).toBe(0);
    expect(existsSync(path.join(fresh, 'redirects.json'))).toBe(true);
  });

  it('writes nothing when the folder has a problem', async () => {
    const dir = tmp('half-bad');
    mkdirSync(path.join(dir, 'pages'), { recursive: true });
    writeFileSync(
      path.join(dir, 'pages/new.json'),
      JSON.stringify({ path: '/brand-new', document: { slug: 'x', title: 'New', sections: [] } }),
    );
    writeFileSync(
      path.join(dir, 'redirects.json'),
      JSON.stringify([{ from_path: 'nope', to_url: '/' }]),
    );
    const res = await cli(['import', dir]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('nothing imported');
    expect(await findPublishedPage(target.db, '/brand-new')).toBeNull();
  });

  it('rolls the whole import back when a write fails half way', async () => {
    const dir = tmp('rollback');
    mkdirSync(path.join(dir, 'pages'), { recursive: true });
    writeFileSync(
      path.join(dir, 'pages/rolled-back.json'),
      JSON.stringify({ path: '/rolled-back', document: { slug: 'x', title: 'R', sections: [] } }),
    );
    writeFileSync(
      path.join(dir, 'redirects.json'),
      JSON.stringify([{ from_path: '/r', to_url: '/' }]),
    );
    const db = target.db;
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: (async (sql: string, params?: unknown[]) => {
              if (sql.includes('INSERT INTO redirects')) throw new Error('disk full');
              return tx.query(sql, params);
            }) as Queryable['query'],
          }),
        ),
    };
    await expect(importContent(failing, dir)).rejects.toThrow('disk full');
    expect(await findPublishedPage(db, '/rolled-back')).toBeNull();
  });
});
