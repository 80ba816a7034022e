import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import { bearerToken } from '#server/auth/session.server';
import { LOT_FEED_LIMITS } from '#schema/lot-feed-format';
import { houseForFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { decodeFeedBytes, UnsupportedCharsetError } from '#server/lots/feeds/decode-feed';
import { importLotFeed, refusalReason } from '#server/lots/feeds/import-lot-feed.server';
import { apiRateLimit } from './rate-limits.server';
import { sendApiError } from './api-error.server';
import { own } from '#schema/own';

export interface LotFeedsApiDeps {
  db: Db;
  logger: Logger;
  multiplier: number;
  /** Drops cached pages here and tells other instances (the change shows on the next request). */
  onLotsChanged: (reason: string) => Promise<void>;
}

const FEED_TYPES: Record<string, 'csv' | 'json'> = {
  'text/csv': 'csv',
  'application/json': 'json',
};

/**
 * The rejected rows an answer lists: as many as the import log keeps (`maxReportedErrors`), and
 * how many there were when that is more. 5,000 rows of 20 bad cells would be an answer larger
 * than the file.
 */
const reportedErrors = (report: { importId: number | null; errors: readonly unknown[] }) => ({
  importId: report.importId,
  errors: report.errors.slice(0, LOT_FEED_LIMITS.maxReportedErrors),
  ...(report.errors.length > LOT_FEED_LIMITS.maxReportedErrors
    ? { errorCount: report.errors.length }
    : {}),
});

/** The reason a whole file was refused (errors on line 0 or its header, such as an empty feed), else null. */
const wholeFileReason = (errors: ReadonlyArray<{ line: number; field: string; reason: string }>) =>
  // Line 0 is the whole file; a `header` error leaves no row read (an empty file, a header the
  // CSV reader cannot read), so "1 row(s) were rejected" would send the sender looking for one.
  errors.length && errors.every((e) => e.line === 0 || e.field === 'header')
    ? // Each reason once: 5,000 lots that are not objects said the same sentence 5,000 times.
      [...new Set(errors.map((e) => e.reason))]
        .slice(0, LOT_FEED_LIMITS.maxReportedErrors)
        .join(' ')
    : null;

const mediaType = (req: Request) =>
  (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The `charset` parameter of the Content-Type, if the sender named one. */
const charsetOf = (req: Request) =>
  /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(req.get('content-type') ?? '')?.[1];

/**
 * `POST /api/feeds/lots`: an auction house sends its catalogue (the body: CSV as `text/csv` or
 * JSON as `application/json`, format_version 1), authenticated by its bearer token (see
 * `npm run feeds:token`). The same import as `npm run import:lots`: 201 with the counts when
 * applied (with the lots it withdrew and the new lots of properties it offered before), 200 for `?dry_run=1` (with each lot's changes and the
 * withdrawals it would refuse), 409 when it would withdraw more than half (and at least 3) of an
 * auction's lots still offered without `?withdraw_missing=all`, 400 with the rejected rows
 * (`details.errors`: line, field, reason), 401 without a valid token, 403 for another house's
 * lots, 413 over the size limit, 415 for another content type.
 */
export function lotFeedsApiRouter(deps: LotFeedsApiDeps) {
  const router = Router();
  const limit = apiRateLimit('lotFeeds', deps.multiplier);
  const authenticate = async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    const token = bearerToken(req);
    let house: string | null = null;
    try {
      house = token ? await houseForFeedToken(deps.db, token) : null;
    } catch (err) {
      return next(err);
    }
    if (!house) {
      res.set('WWW-Authenticate', 'Bearer realm="lot-feeds"');
      return sendApiError(res, 401, 'Send your feed token as Authorization: Bearer <token>.');
    }
    res.locals.feedHouse = house;
    next();
  };
  const requireFeedType = (req: Request, res: Response, next: NextFunction) => {
    if (!own(FEED_TYPES, mediaType(req)))
      return sendApiError(res, 415, 'Send the feed as text/csv or application/json.');
    next();
  };
  // Raw bytes, decoded by the feed's own rule (UTF-8, else Excel's Windows-1252; decodeFeedBytes).
  const readBody = express.raw({
    type: Object.keys(FEED_TYPES),
    limit: LOT_FEED_LIMITS.maxBytes,
  });

  router.post(
    '/api/feeds/lots',
    limit,
    authenticate,
    requireFeedType,
    readBody,
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const house = res.locals.feedHouse as string;
        let text: string;
        try {
          text = Buffer.isBuffer(req.body) ? decodeFeedBytes(req.body, charsetOf(req)) : '';
        } catch (err) {
          if (err instanceof UnsupportedCharsetError) return sendApiError(res, 415, err.message);
          throw err;
        }
        const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true';
        const withdrawMissing = req.query.withdraw_missing === 'all';
        const name =
          String(req.get('x-feed-name') ?? '').slice(0, 200) ||
          `${house}-${new Date().toISOString()}`;
        const report = await importLotFeed(deps.db, {
          text,
          fileName: name,
          format: own(FEED_TYPES, mediaType(req)),
          source: 'http',
          onlyHouse: house,
          dryRun,
          withdrawMissing,
        });
        (req.log ?? deps.logger).info(
          {
            audit: 'lot-feed',
            house,
            importId: report.importId,
            status: report.status,
            counts: report.counts,
          },
          'lot feed received',
        );
        if (report.status === 'rejected' && report.refused.length)
          return sendApiError(res, 409, report.errors.map((e) => e.reason).join(' '), {
            importId: report.importId,
            refused: report.refused,
          });
        if (report.status === 'rejected' || (dryRun && report.errors.length)) {
          const otherHouse = report.errors.every(
            (e) => e.field === 'house' && e.reason.startsWith('This feed may only'),
          );
          return sendApiError(
            res,
            otherHouse ? 403 : 400,
            otherHouse
              ? `This token sends feeds of ${house} only.`
              : (wholeFileReason(report.errors) ??
                  `${report.counts.rejected} row(s) were rejected; nothing was changed.`),
            reportedErrors(report),
          );
        }
        if (report.status === 'applied') await deps.onLotsChanged(`lot feed ${report.importId}`);
        res.status(report.status === 'applied' ? 201 : 200).json({
          importId: report.importId,
          status: report.status,
          counts: report.counts,
          warnings: report.warnings,
          withdrawn: report.lots
            .filter((l) => l.action === 'withdrawn')
            .map(({ house: h, auction, lotNumber, lotId }) => ({
              house: h,
              auction,
              lotNumber,
              lotId,
            })),
          // New lots of properties the house offered in an earlier sale (decision 085).
          offeredAgain: report.lots
            .filter((l) => l.offeredBefore)
            .map(({ house: h, auction, lotNumber, lotId, offeredBefore }) => ({
              house: h,
              auction,
              lotNumber,
              lotId,
              offeredBefore,
            })),
          ...(dryRun
            ? {
                lots: report.lots.filter((l) => l.action !== 'unchanged'),
                refused: report.refused.map((r) => ({ ...r, message: refusalReason(r, 'http') })),
              }
            : {}),
        });
      } catch (err) {
        next(err);
      }
    },
  );
  // Body too large (413) or unreadable: our error shape, not the default handler's page.
  router.use('/api/feeds', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status === 413)
      return sendApiError(res, 413, `A feed may be at most ${LOT_FEED_LIMITS.maxBytes} bytes.`);
    if (status === 400) return sendApiError(res, 400, 'The feed could not be read.');
    next(err);
  });
  return router;
}
