import { z } from 'zod';
import { WATCH_ALERT_FREQUENCIES } from './watchlist';

/** A lot id as a form or JSON sends it: digits only, at most 18 of them. */
const LotIdSchema = z
  // "1e3" and "0x10" were lots 1000 and 16: Number() reads more than digits.
  .union([z.number(), z.string().regex(/^\d{1,18}$/, 'Choose a lot')], { message: 'Choose a lot' })
  .transform((v) => Number(v))
  .pipe(
    z
      .number({ message: 'Choose a lot' })
      .int('Choose a lot')
      .positive('Choose a lot')
      .max(Number.MAX_SAFE_INTEGER, 'Choose a lot'),
  );

/** `POST /api/watchlist` (watch), `DELETE /api/watchlist` (unwatch), `intent=seen`. */
export const WatchBodySchema = z.object({ lot_id: LotIdSchema });
export type WatchBody = z.infer<typeof WatchBodySchema>;

/** `PUT /api/watchlist/settings`: how often to e-mail changes to watched lots. */
export const WatchSettingsBodySchema = z
  .object({
    frequency: z.enum(WATCH_ALERT_FREQUENCIES, {
      message: 'Choose immediate, daily or no e-mails',
    }),
  })
  .strict();
export type WatchSettingsBody = z.infer<typeof WatchSettingsBodySchema>;
