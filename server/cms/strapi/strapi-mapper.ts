import { fromStrapiBlocks, isStrapiBlocks } from './strapi-blocks';

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Strapi media object (upload plugin): it has a url and a mime type. */
const isMedia = (v: Record<string, Json>) =>
  typeof v.url === 'string' && typeof v.mime === 'string';

/** Fields Strapi adds to every entry or component that our documents do not have. */
const STRAPI_FIELDS = new Set(['documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

export interface MapContext {
  /** Makes a relative upload URL (`/uploads/x.jpg`) absolute on the Strapi host. */
  mediaUrl: (url: string) => string;
}

/**
 * Strapi's component data → our field shapes: nulls dropped (Strapi sends null for empty
 * optional fields), numeric component ids dropped, a nested component's `key` becomes its `id`,
 * media become `{ src, alt }`, Blocks fields become our rich-text blocks.
 */
export function normalize(value: Json, ctx: MapContext): Json {
  if (Array.isArray(value)) {
    if (isStrapiBlocks(value)) return fromStrapiBlocks(value);
    return value.map((v) => normalize(v, ctx));
  }
  if (!isObject(value)) return value;
  if (isMedia(value))
    return {
      src: ctx.mediaUrl(value.url as string),
      alt: typeof value.alternativeText === 'string' ? value.alternativeText : '',
    };
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || STRAPI_FIELDS.has(k)) continue;
    if (k === 'id' && typeof v === 'number') continue;
    if (k === 'key' && typeof value.id === 'number') out.id = v;
    else out[k] = normalize(v, ctx);
  }
  return out;
}

/**
 * One dynamic-zone entry → a section: `sections.hero` → type `hero` (`details.history` →
 * `history` in a layout's zone; a component of another category keeps its full name and is
 * skipped as unknown); its id is the editor's `anchor` when set, otherwise
 * `<type>-<component id>` (stable while the component exists).
 */
export function mapSection(
  component: Json,
  ctx: MapContext,
  category: 'sections' | 'details' = 'sections',
): Record<string, Json> {
  if (!isObject(component)) return { type: 'unknown' };
  const { __component, id, anchor, ...fields } = component;
  const name = String(__component ?? 'unknown');
  const type = name.startsWith(`${category}.`) ? name.slice(category.length + 1) : name;
  const sectionId = typeof anchor === 'string' && anchor ? anchor : `${type}-${String(id)}`;
  const normalized = normalize(fields, ctx) as Record<string, Json>;
  return { type, id: sectionId, ...normalized };
}

/** A Strapi `page` entry → our page document (validated by the caller with the same schemas). */
export function mapPage(entry: Record<string, Json>, ctx: MapContext) {
  const seo = isObject(entry.seo) ? entry.seo : {};
  const image = isObject(seo.metaImage)
    ? (normalize(seo.metaImage, ctx) as { src?: string })
    : null;
  return {
    slug: entry.slug,
    title: entry.title,
    layout: entry.layout ?? undefined,
    seo: {
      ...(typeof seo.metaTitle === 'string' ? { title: seo.metaTitle } : {}),
      ...(typeof seo.metaDescription === 'string' ? { description: seo.metaDescription } : {}),
      ...(image?.src ? { image: image.src } : {}),
      noindex: seo.noindex === true,
    },
    sections: Array.isArray(entry.sections) ? entry.sections.map((s) => mapSection(s, ctx)) : [],
  };
}

/** The Strapi single type `lot-page-layout` → our layout document (validated by the caller). */
export function mapLayout(entry: Record<string, Json>, ctx: MapContext, slug: string) {
  return {
    slug,
    title: typeof entry.title === 'string' && entry.title ? entry.title : 'Lot page layout',
    sections: Array.isArray(entry.details)
      ? entry.details.map((s) => mapSection(s, ctx, 'details'))
      : [],
  };
}
