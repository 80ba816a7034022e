import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '#schema/route-rules';
import type { DocumentAssets } from './document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ClientBuild {
  /** Folder served as static files; null when the client has not been built (server tests). */
  dir: string | null;
  info: BuildInfo;
  assets: DocumentAssets;
}

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** Reads Vite's manifest: the build id is a hash of it, so any client change gives a new id. */
export function loadClientBuild(dir = path.resolve('dist/client')): ClientBuild {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      dir: null,
      info: { id: 'development', timestamp: Date.now() },
      assets: { css: [], preload: [] },
    };
  }
  const raw = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry)
    throw new Error(
      `Client manifest has no entry for ${CLIENT_ENTRY}; rebuild with npm run build.`,
    );
  const preload = (entry.imports ?? [])
    .map((key) => `/${manifest[key]?.file}`)
    .filter((f) => f !== '/undefined');
  return {
    dir,
    info: {
      id: createHash('sha256').update(raw).digest('hex').slice(0, 12),
      timestamp: Math.floor(statSync(manifestFile).mtimeMs),
    },
    assets: { entry: `/${entry.file}`, css: (entry.css ?? []).map((c) => `/${c}`), preload },
  };
}
