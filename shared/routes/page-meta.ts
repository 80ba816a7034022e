import type { JsonLd } from '#schema/json-ld';

export const SITE_NAME = 'Auction Property UK';

/** The head's JSON-LD element: the server writes it (with the CSP nonce), client navigations update it. */
export const JSON_LD_ELEMENT_ID = 'page-json-ld';

export type LayoutName = 'default' | 'landing';

/** A page's head tags: fixed in its route module, completed or overridden by its loader's `meta`. */
export interface PageMeta {
  title: string;
  description?: string;
  noindex?: boolean;
  /** The picture a shared link shows (og:image): a site path (made absolute) or an https URL. */
  image?: string;
  /** Absolute canonical URL; without it, the page's path under PUBLIC_URL (no query). */
  canonical?: string;
  /** schema.org JSON-LD, written into the document head. */
  jsonLd?: JsonLd | JsonLd[];
}
