import type { Db, Queryable } from '#server/db/db.server';
import type { LotFeedRow } from '#schema/lot-feed';
import { lotStatusKey, unsoldBeforeItsSale } from '#schema/lot-status';
import {
  diffLot,
  keepEquivalentStatus,
  keepStoredResult,
  type LotChange,
  type LotValues,
} from './lot-changes';
import {
  finishImportLog,
  logUnappliedImport,
  startImportLog,
  zeroCounts,
  type ImportCounts,
  type ImportSource,
} from './import-log.server';
import {
  auctionKeyOf,
  auctionLabelOf,
  parseLotFeed,
  type FeedError,
  type FeedFormat,
} from './parse-lot-feed';
import {
  insertLot,
  lotsOfAuction,
  NO_PLACE,
  resolvePlace,
  updateLot,
  type Attribution,
  type LotPlace,
  type StoredLot,
} from './lot-store.server';
import { isStillOffered, movedAuctionOf } from './moved-auction.server';
import { leftOutAfterSale, listedAfterSale, saleClosed } from './after-the-sale';
import { alsoForSaleIn, earlierOfferOf, linkOfferedAgain } from '#server/lots/offered-again.server';
import { correctionsOf, dropCorrections, withCorrectionsKept } from './lot-corrections.server';

export interface LotFeedInput {
  text: string;
  fileName: string;
  source: ImportSource;
  format?: FeedFormat | undefined;
  /** Every row must be this house's (an HTTP feed: the token's house; the CLI's --house). */
  onlyHouse?: string | undefined;
  /** Work everything out in the transaction, then roll it back: the report is the diff. */
  dryRun?: boolean | undefined;
  /**
   * The sender means to withdraw every listed auction's lots it leaves out, however many
   * (`?withdraw_missing=all`, `--withdraw-missing`); without it a feed that would withdraw most
   * of an auction's lots is refused (`needsWithdrawConsent`).
   */
  withdrawMissing?: boolean | undefined;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

/** What happened (or, in a dry run, would happen) to one lot. */
export interface LotOutcome {
  line: number | null;
  house: string;
  auction: string;
  lotNumber: string;
  lotId: number | null;
  action: 'inserted' | 'updated' | 'withdrawn' | 'unchanged';
  changes: LotChange[];
  /** A new lot of a property the house offered in an earlier sale: that lot (decision 085). */
  offeredBefore?: { lotId: number; lotNumber: string | null };
}

export interface LotFeedReport {
  /** The import log's id; null for a dry run. */
  importId: number | null;
  fileName: string;
  /** `unchanged`: every lot and auction as stored already; nothing was written, not even a log entry. */
  status: 'applied' | 'rejected' | 'dry-run' | 'unchanged';
  counts: ImportCounts;
  errors: FeedError[];
  /** Accepted, but worth a look (a postcode outside the places the site knows). */
  warnings: FeedError[];
  lots: LotOutcome[];
  /** Auctions whose withdrawals the feed would need `withdrawMissing` for (dry run: would be refused). */
  refused: WithdrawalRefusal[];
}

/** An auction most of whose lots a feed would withdraw by leaving them out. */
export interface WithdrawalRefusal {
  house: string;
  /** The auction's ref, else its title and day. */
  auction: string;
  title: string;
  /** Lots the feed would withdraw, and the lots still offered before it. */
  withdraw: number;
  offered: number;
  lotNumbers: string[];
}

/**
 * A feed listing only part of a catalogue withdraws the rest (decision 045). Withdrawing more
 * than half of an auction's lots still offered, and at least 3, is more likely a partial file
 * than a house's intent, so it needs the sender's say-so.
 */
export const WITHDRAW_GUARD = { minLots: 3, share: 0.5 } as const;

export const needsWithdrawConsent = (withdraw: number, offered: number) =>
  withdraw >= WITHDRAW_GUARD.minLots && withdraw > offered * WITHDRAW_GUARD.share;

/** How a sender says it means the withdrawals, in the words of the way it sent the feed. */
const INSIST: Record<ImportSource, string> = {
  http: 'send this one again with ?withdraw_missing=all',
  cli: 'import this one again with --withdraw-missing',
};

/**
 * The refusal a house's sender reads: the auction, how many lots, and how to insist. An auction
 * sent without a ref is named by its title and day (`auctionLabelOf`), so its title is not said again.
 */
export const refusalReason = (r: WithdrawalRefusal, source: ImportSource) =>
  `This feed would withdraw ${r.withdraw} of the ${r.offered} lots still offered in auction ` +
  `${r.auction}${r.auction.startsWith(`${r.title} (`) ? '' : ` (${r.title})`}: lots ${r.lotNumbers.join(', ')}, ` +
  `which it leaves out. Nothing was changed. Send the whole catalogue, or ${INSIST[source]} ` +
  'if you mean to withdraw them.';

/** Nothing inserted, updated or withdrawn: every lot as stored. */
const changesNothing = (c: ImportCounts) => c.inserted + c.updated + c.withdrawn === 0;

/** A refusal as a report error (line 0: the whole file), as the import log and the CLI show it. */
const refusalError = (r: WithdrawalRefusal, source: ImportSource): FeedError => ({
  line: 0,
  field: 'withdraw_missing',
  reason: refusalReason(r, source),
});

/** Thrown inside the transaction to roll it back; carries the report out. */
class Rollback extends Error {
  constructor(readonly report: LotFeedReport) {
    super('rolled back');
  }
}

const titleOf = (row: LotFeedRow) =>
  row.title ??
  (row.bedrooms ? `${row.bedrooms} bedroom ${row.property_type.toLowerCase()}` : row.property_type);

function valuesOf(row: LotFeedRow): LotValues {
  return {
    title: titleOf(row),
    description: row.description ?? null,
    property_type: row.property_type,
    tenure: row.tenure ?? null,
    bedrooms: row.bedrooms ?? null,
    address: row.address,
    postcode: row.postcode,
    guide_min: row.guide_min ?? null,
    guide_max: row.guide_max ?? null,
    status: row.status ?? null,
    sold_price: row.sold_price ?? null,
    auction_method: row.auction_method,
    auction_date: row.auction_date,
    auction_end_date: row.auction_end_date ?? null,
    image_urls: row.image_urls,
    legal_pack_url: row.legal_pack_url ?? null,
  };
}

/**
 * A new lot of a property the house offered in an earlier sale: links the two (the earlier lot's
 * watchers are told) and returns the earlier lot, else null.
 */
async function offeredAgain(
  tx: Queryable,
  lot: { lotId: number; houseId: number; row: LotFeedRow; values: LotValues },
  by: Attribution,
  now: Date,
) {
  const { row, values } = lot;
  const earlier = await earlierOfferOf(
    tx,
    {
      id: lot.lotId,
      houseId: lot.houseId,
      address: row.address,
      postcode: row.postcode,
      closesAt: values.auction_end_date ?? values.auction_date!,
    },
    now,
  );
  if (!earlier) return null;
  await linkOfferedAgain(
    tx,
    earlier.id,
    {
      lot_id: lot.lotId,
      lot_number: row.lot_number,
      auction_title: row.auction_title,
      auction_date: row.auction_date,
      auction_end_date: row.auction_end_date ?? null,
    },
    by,
    now,
  );
  return { lotId: earlier.id, lotNumber: earlier.lotNumber };
}

/** A new lot whose property the house still has for sale in another auction: for sale twice. */
const forSaleTwice = (
  line: number,
  row: LotFeedRow,
  twin: { lotNumber: string | null; auctionTitle: string | null },
): FeedError => {
  const there = twin.auctionTitle ?? 'another auction';
  return {
    line,
    field: 'address',
    reason:
      `${row.address} is also for sale as lot ${twin.lotNumber ?? '?'} of ${there}, so buyers ` +
      `see it in both sales. If it has moved to ${row.auction_title}, send ${there} without it ` +
      'or with its status Postponed.',
  };
};

interface AuctionGroup {
  house: string;
  /** Every row of an auction says the same of it (checked by parseLotFeed). */
  first: LotFeedRow;
  rows: { line: number; row: LotFeedRow }[];
}

/**
 * Finds the feed's auction (by ref, else title and date, else the sale of that title whose date
 * the feed put right: `movedAuctionOf`) and brings it up to date, or creates it; `changed` when it
 * wrote anything.
 */
async function upsertAuction(
  tx: Queryable,
  houseId: number,
  group: AuctionGroup,
  now: Date,
): Promise<{ id: number; changed: boolean }> {
  const r = group.first;
  const found = await tx.query<{ id: number | string }>(
    r.auction_ref
      ? 'SELECT id FROM auctions WHERE auction_house_id = $1 AND external_ref = $2'
      : `SELECT id FROM auctions WHERE auction_house_id = $1 AND title = $2
           AND auction_date = $3::timestamptz ORDER BY id LIMIT 1`,
    r.auction_ref ? [houseId, r.auction_ref] : [houseId, r.auction_title, r.auction_date],
  );
  const fields = [
    r.auction_title,
    r.auction_method,
    r.auction_date,
    r.auction_end_date ?? null,
    r.auction_venue ?? null,
  ];
  const id =
    found.rows[0]?.id ??
    (r.auction_ref
      ? undefined
      : ((await movedAuctionOf(
          tx,
          houseId,
          r.auction_title,
          group.rows.map(({ row }) => row),
          now,
        )) ?? undefined));
  if (id !== undefined) {
    const updated = await tx.query(
      `UPDATE auctions SET title = $2, auction_method = $3, auction_date = $4, auction_end_date = $5,
         venue = $6, updated_at = now()
       WHERE id = $1 AND (title, auction_method, auction_date, auction_end_date, venue)
         IS DISTINCT FROM ($2, $3, $4::timestamptz, $5::timestamptz, $6)
       RETURNING id`,
      [id, ...fields],
    );
    return { id: Number(id), changed: updated.rows.length > 0 };
  }
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date,
       venue, external_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [houseId, ...fields, r.auction_ref ?? null],
  );
  return { id: Number(rows[0]!.id), changed: true };
}

/** A lot of the auction `r` describes, with the auction's dates (a lot keeps a copy of them). */
const withAuctionDates = (lot: StoredLot, r: LotFeedRow): StoredLot => ({
  ...lot,
  auction_date: r.auction_date,
  auction_end_date: r.auction_end_date ?? null,
});

/**
 * Lots leaving them out does not withdraw: a result stands, a withdrawn lot is withdrawn already,
 * and a postponed lot has gone to a later sale (the next catalogue of this one no longer lists it:
 * withdrawing it would tell its watchers it was withdrawn).
 */
const FINAL = new Set(['sold', 'unsold', 'withdrawn', 'postponed']);

async function applyGroups(
  tx: Queryable,
  groups: AuctionGroup[],
  houseIds: Map<string, number>,
  by: Attribution,
  input: LotFeedInput,
  report: LotFeedReport,
  total: number,
): Promise<number> {
  const now = input.now ?? new Date();
  const placeCache = new Map<string, LotPlace | null>();
  const placeOf = async (postcode: string, line: number) => {
    if (!placeCache.has(postcode)) placeCache.set(postcode, await resolvePlace(tx, postcode));
    const place = placeCache.get(postcode) ?? null;
    if (!place)
      report.warnings.push({
        line,
        field: 'postcode',
        reason: `${postcode} is outside the places this site knows: the lot shows in searches for its postcode and district (${postcode.split(' ')[0]}), not under a town or on the map until a postcode gazetteer adds its district (npm run import:postcodes)`,
      });
    return place ?? NO_PLACE;
  };
  let done = 0;
  let auctionsChanged = 0;
  /**
   * Lots new to the site, linked to a house's earlier lot of the property once every auction of
   * the feed is applied: a lot moved from one sale to another in one feed is withdrawn from the
   * first (a later group, maybe) before the new lot looks for it.
   */
  const inserted: { lot: Parameters<typeof offeredAgain>[1]; outcome: LotOutcome }[] = [];
  for (const group of groups) {
    const houseId = houseIds.get(group.house)!;
    const auction = await upsertAuction(tx, houseId, group, now);
    const auctionId = auction.id;
    if (auction.changed) auctionsChanged++;
    const existing = new Map<string, StoredLot>();
    const stored = await lotsOfAuction(tx, auctionId);
    // Editors' corrections stand while the house still sends what it sent before them.
    const corrections = await correctionsOf(
      tx,
      stored.map((l) => l.id),
    );
    /** The feed's values for a stored lot, its editor's corrections kept where they stand. */
    const keepingCorrections = async (lot: StoredLot, fromFeed: LotValues) => {
      const { values, dropped } = withCorrectionsKept(lot, fromFeed, corrections.get(lot.id));
      await dropCorrections(tx, lot.id, dropped);
      return values;
    };
    const offered = stored.filter((l) => isStillOffered(l.status)).length;
    for (const lot of stored)
      if (lot.lot_number !== null && !existing.has(lot.lot_number))
        existing.set(lot.lot_number, lot);
    const label = auctionLabelOf(group.first);
    /** A lot's outcome, reported and counted under its action. */
    const outcome = (o: Omit<LotOutcome, 'house' | 'auction'>) => {
      report.counts[o.action]++;
      const reported = { house: group.house, auction: label, ...o };
      report.lots.push(reported);
      return reported;
    };

    let listedHere = 0;
    for (const { line, row } of group.rows) {
      const before = existing.get(row.lot_number);
      existing.delete(row.lot_number);
      if (!before) {
        const values = valuesOf(row);
        const { changes, history } = diffLot(null, values, now);
        const place = await placeOf(row.postcode, line);
        const lotId = await insertLot(
          tx,
          { houseId, auctionId, lotNumber: row.lot_number, values, place },
          history,
          changes,
          by,
        );
        listedHere++;
        inserted.push({
          lot: { lotId, houseId, row, values },
          // A dry run's new lot is rolled back: its id, spent from the sequence, is never a lot's.
          outcome: outcome({
            line,
            lotNumber: row.lot_number,
            lotId: input.dryRun ? null : lotId,
            action: 'inserted',
            changes,
          }),
        });
      } else {
        const values = await keepingCorrections(
          before,
          keepStoredResult(before, keepEquivalentStatus(before, valuesOf(row))),
        );
        const { changes, history } = diffLot(before, values, now);
        if (changes.length === 0) {
          outcome({
            line,
            lotNumber: row.lot_number,
            lotId: before.id,
            action: 'unchanged',
            changes,
          });
        } else {
          const place =
            before.postcode !== values.postcode ? await placeOf(row.postcode, line) : null;
          await updateLot(tx, before.id, values, place, history, changes, by);
          outcome({
            line,
            lotNumber: row.lot_number,
            lotId: before.id,
            action: 'updated',
            changes,
          });
        }
      }
      input.onProgress?.(++done, total);
    }
    // Lots of this auction the feed no longer lists: withdrawn, never deleted; but not after the
    // sale, when a lot left out (a results sheet of the lots sold) was offered and awaits its result.
    const closed = saleClosed(group.first, now);
    if (closed && listedHere > 0)
      report.warnings.push(listedAfterSale(group.rows[0]!.line, label, group.first));
    const leftOut = [...existing.values()];
    // A lot an editor put back on sale after the house's feed withdrew it stays on sale while the
    // feed still leaves it out: that is what the house said before the correction.
    const putBack = (l: StoredLot) =>
      lotStatusKey(corrections.get(l.id)?.get('status') as string | null) === 'withdrawn';
    const missing = closed
      ? []
      : leftOut.filter((l) => !FINAL.has(lotStatusKey(l.status)) && !putBack(l));
    /** A lot the feed left out, given `values`: its auction's dates, and Withdrawn when missing. */
    const applyToLeftOut = async (
      lot: StoredLot,
      values: Parameters<typeof diffLot>[1],
      action: 'updated' | 'withdrawn',
    ) => {
      const kept = await keepingCorrections(lot, values);
      const { changes, history } = diffLot(lot, kept, now);
      if (action === 'updated' && !changes.length) return;
      await updateLot(tx, lot.id, kept, null, history, changes, by);
      outcome({ line: null, lotNumber: lot.lot_number ?? '', lotId: lot.id, action, changes });
    };
    // The lots it leaves as they are are still the auction's: they follow its dates.
    for (const kept of leftOut.filter((l) => !missing.includes(l)))
      await applyToLeftOut(kept, withAuctionDates(kept, group.first), 'updated');
    if (closed) {
      const awaiting = leftOut.filter((l) => isStillOffered(l.status));
      if (awaiting.length)
        report.warnings.push(leftOutAfterSale(group.rows[0]!.line, label, awaiting));
      continue;
    }
    if (!input.withdrawMissing && needsWithdrawConsent(missing.length, offered))
      report.refused.push({
        house: group.house,
        auction: label,
        title: group.first.auction_title,
        withdraw: missing.length,
        offered,
        lotNumbers: missing.map((l) => l.lot_number ?? '?'),
      });
    for (const gone of missing)
      await applyToLeftOut(
        gone,
        { ...withAuctionDates(gone, group.first), status: 'Withdrawn', sold_price: null },
        'withdrawn',
      );
  }
  for (const { lot, outcome } of inserted) {
    const earlier = await offeredAgain(tx, lot, by, now);
    if (earlier) outcome.offeredBefore = earlier;
    else {
      const { lotId: id, houseId, row } = lot;
      const twin = await alsoForSaleIn(tx, {
        id,
        houseId,
        address: row.address,
        postcode: row.postcode,
      });
      if (twin) report.warnings.push(forSaleTwice(outcome.line!, row, twin));
    }
  }
  return auctionsChanged;
}

/**
 * Imports one feed file: parse and validate every row, then, if none was rejected, apply all of it
 * in one transaction (auctions found or created, lots inserted or updated, lots missing from a
 * listed auction withdrawn, every change an event attributed to `import:<id>` and a history
 * entry), and log the import. A file with a rejected row changes nothing and is logged as
 * rejected with its rows, a file without lots likewise. Sending the same file again changes
 * nothing and records nothing (status `unchanged`: no event, no log entry).
 */
export async function importLotFeed(db: Db, input: LotFeedInput): Promise<LotFeedReport> {
  const parsed = parseLotFeed(input.text, input.format);
  const houses = [...new Set(parsed.rows.map((r) => r.row.house))];
  const report: LotFeedReport = {
    importId: null,
    fileName: input.fileName,
    status: input.dryRun ? 'dry-run' : 'applied',
    counts: zeroCounts(),
    errors: parsed.errors,
    warnings: [],
    lots: [],
    refused: [],
  };
  if (input.onlyHouse)
    for (const { line, row } of parsed.rows)
      if (row.house !== input.onlyHouse)
        report.errors.push({
          line,
          field: 'house',
          reason: `This feed may only list lots of ${input.onlyHouse}`,
        });
  // A result the sale cannot have had yet: Unsold ahead of its auction's day.
  for (const { line, row } of parsed.rows) {
    const reason = unsoldBeforeItsSale(
      row.status,
      row.auction_end_date ?? row.auction_date,
      input.now ?? new Date(),
    );
    if (reason) report.errors.push({ line, field: 'status', reason });
  }
  const logEntry = {
    fileName: input.fileName,
    house: input.onlyHouse ?? (houses.length === 1 ? houses[0]! : null),
    source: input.source,
  };
  const reject = async () => {
    report.status = input.dryRun ? 'dry-run' : 'rejected';
    report.errors.sort((a, b) => a.line - b.line);
    report.counts = { ...zeroCounts(), rejected: new Set(report.errors.map((e) => e.line)).size };
    report.lots = [];
    if (!input.dryRun)
      report.importId = await logUnappliedImport(
        db,
        logEntry,
        'rejected',
        report.counts,
        report.errors,
      );
    return report;
  };
  if (!report.errors.length && parsed.rows.length === 0)
    report.errors.push({
      line: 0,
      field: 'file',
      reason:
        'The feed lists no lots, so nothing was changed. Send the catalogue with its lots (a header line alone, or "lots": [], is empty).',
    });
  if (report.errors.length) return reject();

  const groups = new Map<string, AuctionGroup>();
  for (const r of parsed.rows) {
    const key = auctionKeyOf(r.row);
    const group = groups.get(key) ?? { house: r.row.house, first: r.row, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  try {
    return await db.transaction(async (tx) => {
      const houseIds = new Map<string, number>();
      for (const slug of houses.sort()) {
        // Locks the house: two feeds of one house apply one after the other.
        const { rows } = await tx.query<{ id: number | string }>(
          'SELECT id FROM auction_houses WHERE slug = $1 FOR UPDATE',
          [slug],
        );
        if (rows[0]) houseIds.set(slug, Number(rows[0].id));
      }
      for (const { line, row } of parsed.rows)
        if (!houseIds.has(row.house))
          report.errors.push({
            line,
            field: 'house',
            reason: `No auction house has the slug ${row.house}`,
          });
      if (report.errors.length) throw new Rollback(report);

      const importId = input.dryRun ? 0 : await startImportLog(tx, logEntry);
      const by: Attribution = {
        source: 'feed',
        actor: input.dryRun ? 'import:dry-run' : `import:${importId}`,
      };
      const auctionsChanged = await applyGroups(
        tx,
        [...groups.values()],
        houseIds,
        by,
        input,
        report,
        parsed.rows.length,
      );
      if (input.dryRun) throw new Rollback(report);
      if (auctionsChanged === 0 && changesNothing(report.counts)) {
        // The same feed again: roll back the log row too, so a repeat records nothing.
        report.status = 'unchanged';
        throw new Rollback(report);
      }
      if (report.refused.length) {
        report.errors.push(...report.refused.map((r) => refusalError(r, input.source)));
        throw new Rollback(report);
      }
      await finishImportLog(tx, importId, 'applied', report.counts, [], report.warnings);
      report.importId = importId;
      return report;
    });
  } catch (err) {
    if (!(err instanceof Rollback)) {
      // Nothing was applied; the log says so (best effort: the database may be what failed).
      await logUnappliedImport(db, logEntry, 'failed', zeroCounts(), [
        { line: 0, field: 'file', reason: 'The import failed; nothing was applied' },
      ]).catch(() => undefined);
      throw err;
    }
    // Nothing applied: the feed would withdraw too much without saying it means it.
    if (report.refused.length && !input.dryRun) return reject();
    return report.errors.length ? reject() : report;
  }
}
