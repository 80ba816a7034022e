import type { LotRecord } from '#schema/entities';
import { formatGuide } from '#shared/format/format';
import { soldForText } from '#shared/format/sold-for';
import { lotStatusKey } from '#schema/lot-status';
import { hasRenditions, renditionUrl } from '#schema/media-renditions';

type LotMetaInput = Pick<
  LotRecord,
  | 'title'
  | 'location'
  | 'lot_number'
  | 'lot_status'
  | 'guide_price_min'
  | 'guide_price_max'
  | 'sold_price'
  | 'sold_when'
  | 'auction'
  | 'auction_house'
  | 'image_urls'
>;

/**
 * A result other than a sale, said after the guide: a preview with the guide alone read as a lot
 * still for sale (the page's own JSON-LD says Discontinued or OutOfStock).
 */
const RESULT_WORDS: Partial<Record<string, string>> = {
  unsold: 'unsold at auction',
  withdrawn: 'withdrawn from the auction',
  postponed: 'postponed',
};

/**
 * The picture a shared lot link shows: its first photo, as the 1200 px WebP rendition where we
 * make one (link previews read no SVG, which the seed's photos are).
 */
function shareImage(images: readonly string[] | null | undefined): string | undefined {
  const first = images?.[0];
  if (!first) return undefined;
  return hasRenditions(first) ? renditionUrl(first, 1200, 'webp') : first;
}

/**
 * A lot page's title, description and share picture. Lots share a few hundred titles ("Three-bedroom terraced
 * house"), so the title adds the place, and the description says what a buyer sees first on the
 * page: the lot in its auction, the house, the guide and any result.
 */
export function lotMeta(lot: LotMetaInput): {
  title: string;
  description: string;
  image?: string;
} {
  const title = lot.location ? `${lot.title}, ${lot.location}` : lot.title;
  const where =
    lot.auction && lot.lot_number
      ? `lot ${lot.lot_number} of ${lot.auction.title}`
      : lot.auction
        ? `in ${lot.auction.title}`
        : 'offered at auction';
  const by = lot.auction_house ? `, by ${lot.auction_house.name}` : '';
  const prices = [
    lot.guide_price_min
      ? `Guide price ${formatGuide(lot.guide_price_min, lot.guide_price_max)}`
      : null,
    lot.sold_price
      ? soldForText(lot.lot_status, lot.sold_when, lot.sold_price).toLowerCase()
      : (RESULT_WORDS[lotStatusKey(lot.lot_status)] ?? null),
  ].filter(Boolean);
  const said = prices.join('; ');
  const price = said ? ` ${said.charAt(0).toUpperCase()}${said.slice(1)}.` : '';
  const image = shareImage(lot.image_urls);
  return {
    title,
    description: `${lot.title} in ${lot.location ?? 'the UK'}: ${where}${by}.${price}`,
    ...(image ? { image } : {}),
  };
}
