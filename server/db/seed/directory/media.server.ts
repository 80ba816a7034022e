import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOT_IMAGE_KINDS,
  LOT_IMAGE_VARIANTS,
  articleCoverPath,
  logoPath,
  lotImagePath,
  renderArticleCoverSvg,
  renderLogoSvg,
  renderLotSvg,
} from './images';

export interface MediaFile {
  /** Relative to the media directory, e.g. `seed/lots/flat-2.svg`. */
  path: string;
  svg: string;
}

/** Every placeholder the directory seed refers to. */
export function seedMediaFiles(
  houses: readonly { slug: string; name: string }[],
  articles: readonly { slug: string; title: string; category: string }[],
): MediaFile[] {
  const files: MediaFile[] = [];
  for (const kind of LOT_IMAGE_KINDS) {
    for (let v = 1; v <= LOT_IMAGE_VARIANTS; v++) {
      files.push({ path: lotImagePath(kind, v), svg: renderLotSvg(kind, v) });
    }
  }
  for (const h of houses) files.push({ path: logoPath(h.slug), svg: renderLogoSvg(h.name) });
  for (const a of articles) {
    files.push({ path: articleCoverPath(a.slug), svg: renderArticleCoverSvg(a.title, a.category) });
  }
  return files;
}

/** Writes the files under `mediaDir` (created if missing), overwriting earlier copies. */
export async function writeMediaFiles(
  mediaDir: string,
  files: readonly MediaFile[],
): Promise<void> {
  const dirs = new Set(files.map((f) => path.dirname(path.join(mediaDir, f.path))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all(files.map((f) => writeFile(path.join(mediaDir, f.path), f.svg, 'utf8')));
}
