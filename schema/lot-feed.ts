import { z } from 'zod';
import { isValid as isValidPostcode, toNormalised as normalisePostcode } from 'postcode';
import { AUCTION_METHODS } from './auction-methods';
import { LOT_PROPERTY_TYPES, LOT_STATUSES, TENURES } from './lot-vocabulary';
import { LOT_FEED_FORMAT_VERSION, LOT_FEED_LIMITS } from './lot-feed-format';
import { safeString } from './safe-text';
import { EditBaseSchema } from './edit-base';
import {
  CLOCKS_SKIP_MESSAGE,
  endOfLondonDay,
  isRealWallTime,
  londonWallTimeHappens,
  londonWallTimeToIso,
} from './london-time';

/**
 * One lot of a feed, format version 1 (schema/lot-feed-format.ts lists the columns). CSV cells
 * arrive as strings, JSON values as strings or numbers: empty means "not given", numbers may be
 * written either way. The editors' correction form (/admin, "Lots") validates with the same
 * field rules (`LotCorrectionSchema`).
 */

const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A JSON feed may write a text field as a number (`"lot_number": 12`): it reads as "12". */
const numberAsText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

const TEXT_MESSAGE = 'Give this as text (or a number)';

const textUpTo = (max: number) =>
  safeString({ message: TEXT_MESSAGE }).trim().max(max, `Use at most ${max} characters`);

const text = (max: number) => z.preprocess(numberAsText, textUpTo(max));

/** A required text field left out of a JSON lot (no key, or null) is missing, as an empty cell is. */
const requiredText = (max: number, missing: string) =>
  z.preprocess((v) => (v == null ? '' : numberAsText(v)), textUpTo(max).min(1, missing));

const optionalText = (max: number) => z.preprocess(blankToUndefined, text(max).optional());

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A number as a feed writes one: a JSON number, or a numeral in a cell or string. Anything else
 * (`true`, `[150000]`, `{}`) is left for the number check to refuse: coercing read `true` as 1, a
 * guide of £1.
 */
const numeral = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    numeral,
    z
      .number({ message: `Give ${label} as a whole number` })
      .int(`Give ${label} as a whole number`)
      .min(0, `${capital(label)} cannot be negative`)
      .max(max, `${capital(label)} is too large`),
  );

const optionalNumber = (label: string, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(label, max).optional());

const PRICE_MAX = 1_000_000_000;

/** The longest price a catalogue writes, with room to spare: `£1,000,000,000.00` is 17. */
export const MAX_PRICE_CHARS = 32;

/**
 * `£188,000`, `188,000` or `£188000`, as a catalogue writes a price: the whole pounds. A
 * spreadsheet's currency format adds no pence (`£188,000.00`), which are read away; pence that
 * are not zero are not a whole price and are refused.
 */
const poundsAsNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  // Trimmed first and bounded: the pattern once began `^\s*£?\s*`, two runs of spaces that can
  // split a long run of them every way, so a 5 MB cell of spaces held the server for hours.
  const text = v.trim();
  if (text.length > MAX_PRICE_CHARS) return v;
  const pounds = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.00?)?$/.exec(text);
  return pounds ? pounds[1]!.replace(/,/g, '') : v;
};

const optionalPrice = (label: string) =>
  z.preprocess(poundsAsNumber, optionalNumber(label, PRICE_MAX));

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const DATE_MESSAGE =
  'Use a date like 2026-12-03, a London time like 2026-12-03T10:00, or 2026-12-03T10:00:00Z';

/** A date and time without an offset: a wall-clock time in London (GMT or BST, as the day has it). */
const LONDON_WALL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date or date-time of the accepted shapes (its day and time checked next). */
function isDateTimeShape(s: string): boolean {
  return LONDON_WALL_TIME.test(s) || (DATE_TIME.test(s) && !Number.isNaN(new Date(s).getTime()));
}

const WRITTEN_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?/;

/**
 * The day and time as written are real ones: not 2027-02-30, nor 24:00. `Date` reads
 * `2027-02-30T10:00:00Z` as 2 March, so a feed's typo moved its sale to another day.
 */
function namesRealDayAndTime(s: string): boolean {
  if (DATE_ONLY.test(s)) return new Date(s).toISOString().startsWith(s);
  return isRealWallTime(WRITTEN_TIME.exec(s)![0]);
}

/** A London wall-clock time not in the hour the clocks skip (an instant with an offset is one). */
const happensInLondon = (s: string) =>
  !LONDON_WALL_TIME.test(s) || londonWallTimeHappens(s.replace(' ', 'T'));

/** An accepted date as the instant it names. */
function instantOf(s: string): string {
  if (DATE_ONLY.test(s)) return endOfLondonDay(s);
  if (LONDON_WALL_TIME.test(s)) return londonWallTimeToIso(s);
  return new Date(s).toISOString();
}

/**
 * An ISO date-time with an offset, stored as an ISO instant; a date and time without one
 * (`2026-12-03T10:00`, the editors' form), a London wall-clock time; or a day alone (`2026-12-03`),
 * which means that whole UK day: stored as its last moment on a London clock (`endOfLondonDay`),
 * so the lot is open until the day is over and pages show the day without a time.
 */
const dateTime = z
  .string({ message: DATE_MESSAGE })
  .trim()
  .max(40)
  .refine(isDateTimeShape, { message: DATE_MESSAGE, abort: true })
  .refine(namesRealDayAndTime, {
    message: 'No such date or time: check the day of the month and the hour',
    abort: true,
  })
  .refine(happensInLondon, CLOCKS_SKIP_MESSAGE)
  .transform(instantOf);

const optionalDateTime = z.preprocess(blankToUndefined, dateTime.optional());

const URL_MESSAGE = 'Give a full http(s) address or a path on this site';

const httpsUrl = safeString({ message: URL_MESSAGE })
  .trim()
  .max(500, 'Use at most 500 characters')
  .refine((s) => {
    // A path on this site (the seed's generated legal packs: /listings/1/legal-pack.pdf).
    if (/^\/(?!\/)/.test(s)) return true;
    try {
      const u = new URL(s);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, URL_MESSAGE);

const optionalUrl = z.preprocess(blankToUndefined, httpsUrl.optional());

/** One of `values` as written in any case (`terraced house`, `SOLD`): the value as the format spells it. */
const asSpelt = (values: readonly string[]) => (v: unknown) =>
  typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v;

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    asSpelt(values),
    z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` }),
  );

/** Field rules shared by the feed and the editors' form. */
export const lotFields = {
  guide_min: optionalPrice('the guide price'),
  guide_max: optionalPrice('the upper guide price'),
  status: z.preprocess(blankToUndefined, choice(LOT_STATUSES, 'Status').optional()),
  sold_price: optionalPrice('the sold price'),
  auction_date: dateTime,
  auction_end_date: optionalDateTime,
  legal_pack_url: optionalUrl,
};

interface Coherent {
  guide_min?: number | undefined;
  guide_max?: number | undefined;
  status?: string | undefined;
  sold_price?: number | undefined;
  auction_date?: string | undefined;
  auction_end_date?: string | undefined;
}

/** Rules across fields, the same for a feed row and an editor's correction. */
function checkCoherence(row: Coherent, ctx: z.RefinementCtx) {
  if (row.guide_max !== undefined && row.guide_min === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['guide_min'],
      message: 'Give the lower guide price too',
    });
  if (row.guide_max !== undefined && row.guide_min !== undefined && row.guide_max < row.guide_min)
    ctx.addIssue({
      code: 'custom',
      path: ['guide_max'],
      message: 'The upper guide price is below the lower one',
    });
  if (row.sold_price !== undefined && row.status !== 'Sold')
    ctx.addIssue({
      code: 'custom',
      path: ['sold_price'],
      message: 'A sold price needs the status Sold',
    });
  if (row.auction_end_date && row.auction_date && row.auction_end_date < row.auction_date)
    ctx.addIssue({
      code: 'custom',
      path: ['auction_end_date'],
      message: 'The end date is before the auction date',
    });
}

/** No images, a list, or (JSON) one address on its own. */
const imageUrls = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? [v] : v),
  z
    .array(httpsUrl, { message: 'Give the images as a list of http(s) addresses' })
    .max(LOT_FEED_LIMITS.maxImages, `Give at most ${LOT_FEED_LIMITS.maxImages} images`),
);

export const LotFeedRowSchema = z
  .object({
    format_version: z
      .preprocess(numeral, z.number({ message: `Give format_version ${LOT_FEED_FORMAT_VERSION}` }))
      .refine(
        (v) => v === LOT_FEED_FORMAT_VERSION,
        `Only format_version ${LOT_FEED_FORMAT_VERSION} is supported`,
      ),
    house: z
      .string({ message: 'Give the auction house as its slug, e.g. allsop' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Give the auction house as its slug, e.g. allsop'),
    auction_ref: optionalText(80),
    auction_title: requiredText(200, 'Give the auction title'),
    auction_date: lotFields.auction_date,
    auction_end_date: lotFields.auction_end_date,
    auction_venue: optionalText(200),
    auction_method: choice(AUCTION_METHODS, 'Auction method'),
    lot_number: requiredText(20, 'Give the lot number'),
    title: optionalText(200),
    address: requiredText(300, 'Give the address'),
    postcode: z
      .string({ message: 'Not a valid UK postcode' })
      .trim()
      // One check, so a cell too long to be a postcode is said once (a `.max` of its own said it twice).
      .refine((p) => p.length <= 10 && isValidPostcode(p), 'Not a valid UK postcode')
      .transform((p) => normalisePostcode(p) ?? p),
    property_type: choice(LOT_PROPERTY_TYPES, 'Property type'),
    tenure: z.preprocess(blankToUndefined, choice(TENURES, 'Tenure').optional()),
    bedrooms: optionalNumber('bedrooms', 50),
    guide_min: lotFields.guide_min,
    guide_max: lotFields.guide_max,
    description: optionalText(5000),
    image_urls: imageUrls,
    legal_pack_url: lotFields.legal_pack_url,
    status: lotFields.status,
    sold_price: lotFields.sold_price,
  })
  .strict()
  .superRefine(checkCoherence);

export type LotFeedRow = z.infer<typeof LotFeedRowSchema>;

const JSON_SHAPE = `Send a JSON feed as { "format_version": ${LOT_FEED_FORMAT_VERSION}, "lots": [ … ] }`;

/** A JSON feed: `{ "format_version": 1, "lots": [ … ] }` (each lot may omit format_version). */
export const LotFeedJsonSchema = z
  .object(
    {
      format_version: z.literal(LOT_FEED_FORMAT_VERSION, {
        message: `Only format_version ${LOT_FEED_FORMAT_VERSION} is supported`,
      }),
      lots: z
        .array(
          z.record(z.string(), z.unknown(), {
            message: 'Give each lot as an object of its fields: { "house": …, "lot_number": … }',
          }),
          { message: `${JSON_SHAPE}: "lots" is a list` },
        )
        .max(LOT_FEED_LIMITS.maxRows, `A feed holds at most ${LOT_FEED_LIMITS.maxRows} lots`),
    },
    { message: JSON_SHAPE },
  )
  .strict();

/**
 * The fields an editor corrects by hand (/admin "Lots"): the form's, and those a correction of
 * keeps against the house's next feed (server/lots/feeds/lot-corrections.server.ts).
 */
export const LOT_CORRECTION_FIELDS = [
  'guide_min',
  'guide_max',
  'status',
  'sold_price',
  'auction_date',
  'auction_end_date',
  'legal_pack_url',
] as const;

/**
 * The editors' form of one lot (/admin "Lots"): the fields a feed can change that editors are
 * asked to fix by hand. The form sends every field (empty = clear it); the same rules as a feed
 * row. The API takes a partial correction (`LotPatchSchema`).
 */
export const LotCorrectionSchema = z
  .object({
    guide_min: lotFields.guide_min,
    guide_max: lotFields.guide_max,
    status: lotFields.status,
    sold_price: lotFields.sold_price,
    auction_date: lotFields.auction_date,
    auction_end_date: lotFields.auction_end_date,
    legal_pack_url: lotFields.legal_pack_url,
  })
  .strict()
  .superRefine(checkCoherence);

export type LotCorrection = z.infer<typeof LotCorrectionSchema>;

const isBlank = (v: unknown) => v !== undefined && blankToUndefined(v) === undefined;

/** A field of a partial correction: left out, undefined (kept); `null` or empty, null (cleared). */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (isBlank(v) ? null : v), field.nullable()).optional();

const AUCTION_DATE_KEPT =
  'A lot always has an auction date: give the new one, or leave auction_date out to keep it';

/**
 * `PUT /api/admin/lots/{id}`: a partial correction. A field left out keeps its value, `null` (or
 * an empty string, as the form sends it) clears it, a value replaces it; the auction date can be
 * changed, not cleared. Rules across fields (`LotCoherenceSchema`) are checked on the lot as it
 * would be after the correction, so a lone `sold_price` on a lot already Sold is taken.
 */
export const LotPatchSchema = z
  .object({
    guide_min: clearable(lotFields.guide_min),
    guide_max: clearable(lotFields.guide_max),
    status: clearable(lotFields.status),
    sold_price: clearable(lotFields.sold_price),
    auction_date: z
      .unknown()
      .refine((v) => !isBlank(v), { message: AUCTION_DATE_KEPT, abort: true })
      .pipe(dateTime)
      .optional(),
    auction_end_date: clearable(lotFields.auction_end_date),
    legal_pack_url: clearable(lotFields.legal_pack_url),
  })
  .strict();

export type LotPatch = z.infer<typeof LotPatchSchema>;

/**
 * The body of `PUT /api/admin/lots/{id}`: a partial correction and the lot's `version` the client
 * last read (`base`), as pages, redirects and site settings take it; omitted, no check.
 */
export const LotPatchBodySchema = LotPatchSchema.extend({ base: EditBaseSchema });

/** A lot's values after a correction (undefined = none): the rules across its fields. */
export const LotCoherenceSchema = z.custom<Coherent>(() => true).superRefine(checkCoherence);
