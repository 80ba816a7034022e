import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings the build writes beside each text asset (vite.config.ts, precompressAssets). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Hashed build assets as the build compressed them: `<file>.br` when the browser accepts brotli,
 * else `<file>.gz` for gzip, with `Content-Encoding`, `Vary: Accept-Encoding` and the original
 * file's type; anything else (no variant, no accepted encoding, not a GET) goes on to
 * `express.static`. The variants are listed once at start: a request never names a file path.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const variants = new Map<string, Set<string>>();
  if (existsSync(assetsDir))
    for (const name of readdirSync(assetsDir))
      for (const { encoding, suffix } of VARIANTS)
        if (name.endsWith(suffix)) {
          const original = name.slice(0, -suffix.length);
          if (!existsSync(path.join(assetsDir, original))) continue;
          const set = variants.get(original) ?? new Set<string>();
          set.add(encoding);
          variants.set(original, set);
        }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const available = variants.get(name);
    if (!available) return next();
    res.vary('Accept-Encoding');
    // Brotli first whenever it is acceptable: browsers list it after gzip at the same weight.
    const variant = VARIANTS.find(
      (v) => available.has(v.encoding) && req.acceptsEncodings(v.encoding) === v.encoding,
    );
    if (!variant) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', variant.encoding);
    res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    res.sendFile(`${name}${variant.suffix}`, {
      root: assetsDir,
      acceptRanges: false,
      cacheControl: false,
      dotfiles: 'deny',
    });
  };
}
