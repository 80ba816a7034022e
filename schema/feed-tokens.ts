import { z } from 'zod';

/** POST /api/admin/feed-tokens and …/revoke: the auction house, by its slug. */
export const FeedTokenBodySchema = z.object({
  house: z
    .string({ message: 'Choose an auction house' })
    .trim()
    .min(1, 'Choose an auction house')
    .max(200, 'Choose an auction house'),
});

/** Said when no auction house has the slug sent. */
export const NO_SUCH_HOUSE = 'No auction house has this slug';

/** An auction house and its feed tokens, as the admin's Imports screen lists them. */
export interface HouseFeedTokens {
  slug: string;
  name: string;
  /** Tokens that a feed may use now. */
  live: number;
  /** When the newest token was issued (ISO), or null: none ever. */
  lastIssued: string | null;
}
