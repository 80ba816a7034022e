import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicFiles } from './public-files.server';
import { scratchDir } from '../../tests/helpers/scratch-dir';

function appOver(dir: string) {
  const app = express();
  app.use(publicFiles(dir));
  app.use((req, res) => res.status(404).send(`page ${req.path}`));
  return app;
}

describe('publicFiles', () => {
  const dir = scratchDir('public-files-');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dir, 'maps'));
  writeFileSync(path.join(dir, 'maps', 'uk.json'), '{"uk":1}');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  const app = appOver(dir);

  it('serves the top-level files and folders of the build', async () => {
    const icon = await request(app).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    await request(app).get('/maps/uk.json').expect(200, '{"uk":1}');
  });

  it('leaves every other path to the routes after it (pages, dotfiles, missing files)', async () => {
    await request(app).get('/listings').expect(404, 'page /listings');
    await request(app).get('/.vite/manifest.json').expect(404, 'page /.vite/manifest.json');
    await request(app).get('/maps/missing.json').expect(404, 'page /maps/missing.json');
  });
});
