/** A Strapi REST query as nested objects: `{ filters: { slug: { $eq: 'about' } } }`. */
export type QueryValue = string | number | boolean | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises nested parameters the way Strapi (qs) reads them:
 * `{ populate: { seo: true } }` → `populate[seo]=true`, arrays as `fields[0]=slug`.
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: QueryValue) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else parts.push(`${encodeKey(prefix)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return parts.join('&');
}

/** Brackets stay readable in logs and fixtures; everything else is encoded. */
const encodeKey = (key: string) =>
  encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$');

/**
 * Strapi 5 populates dynamic zones only through `on` fragments (no shared strategy), one per
 * component, and nested components level by level. This is what each section component needs.
 */
export const SECTION_POPULATE: Record<string, QueryValue> = {
  'sections.hero': { populate: { image: true, ctas: true } },
  'sections.article-block': { populate: { image: true, cta: true } },
  'sections.rich-text': true,
  'sections.insight-banners': { populate: { items: true } },
  'sections.article-list': { populate: { view_all: true } },
  'sections.cards-by-query': { populate: { view_all: true } },
  'sections.news-list': { populate: { view_all: true } },
  'sections.search-section': {
    populate: {
      tabs: { populate: { controls: { populate: { options: true } }, presets: true } },
    },
  },
  'sections.contact-form': true,
  'sections.dynamic-cards': { populate: { cards: { populate: { image: true } } } },
};

export const PAGE_POPULATE: Record<string, QueryValue> = {
  seo: { populate: { metaImage: true } },
  sections: { on: SECTION_POPULATE },
};

/**
 * The sitemap's list of pages: each entry's `noindex` and its sections' own fields (`hidden`
 * among them; no media or nested components), to leave out pages visitors would find empty.
 */
export const PATHS_POPULATE: Record<string, QueryValue> = {
  seo: { fields: ['noindex'] },
  sections: { on: Object.fromEntries(Object.keys(SECTION_POPULATE).map((c) => [c, true])) },
};

/** The lot page layout's dynamic zone `details` (single type `lot-page-layout`). */
export const LAYOUT_POPULATE: Record<string, QueryValue> = {
  details: {
    on: {
      'details.description': true,
      'details.comparables': true,
      'details.information': { populate: { facts: true } },
      'details.location': true,
      'details.history': true,
      'details.raw': true,
    },
  },
};

export const GLOBAL_CONFIG_POPULATE: Record<string, QueryValue> = {
  sold_house_price_card_details_config: true,
  map_access_modal: { fields: ['slug'] },
  forbidden_content_modal: { fields: ['slug'] },
};
