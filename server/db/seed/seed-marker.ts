import { z } from 'zod';

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/**
 * The `settings` row `seed`: written once when the seed filled the database. `directory` is there
 * only when the demo generator filled the directory tables: the calendar of such a database may be
 * rolled forward (decision 0NN); a database without it (imported or real data) is never touched.
 */
export const SeedMarkerSchema = z.object({
  at: z.string(),
  directory: z
    .object({
      generated: z.literal(true),
      /** The day the auctions, lots and articles are dated relative to (UTC). */
      referenceDay: IsoDay,
      /** The same for sold prices, which roll forward a week at a time. */
      soldPricesReferenceDay: IsoDay,
    })
    .optional(),
});

export type SeedMarker = z.infer<typeof SeedMarkerSchema>;

/** The marker of a stored value, or null when it is missing or not one we wrote. */
export function parseSeedMarker(value: unknown): SeedMarker | null {
  const parsed = SeedMarkerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
