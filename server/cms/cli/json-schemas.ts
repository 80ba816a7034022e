import { z } from 'zod';
import { PageDocumentSchema, SectionSchema } from '#sections/page-document';
import { SECTION_REGISTRY } from '#sections/registry';
import { GlobalConfigSchema } from '#schema/global-config';
import { DetailLayoutDocumentSchema, DetailSectionSchema } from '#sections/detail/layout-document';
import { DETAIL_REGISTRY } from '#sections/detail/registry';

const BASE_ID = 'https://auctionproperty.example/schema';

function toJson(schema: z.ZodType, id: string, title: string): Record<string, unknown> {
  // `input`: what an editor or an importer may write (fields with defaults are optional).
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return { ...json, $id: `${BASE_ID}/${id}`, title };
}

/**
 * The JSON Schemas editors' tools validate against, from the same zod schemas the server uses:
 * `page.json` (with every section type), `sections/<type>.json`, `global-config.json`,
 * `listing-layout.json` (the lot page layout, with every detail type) and `details/<type>.json`.
 * Keys are file paths relative to the output folder.
 */
export function buildJsonSchemas(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {
    'page.json': toJson(
      PageDocumentSchema.extend({ sections: z.array(SectionSchema) }),
      'page.json',
      'Page document',
    ),
    'global-config.json': toJson(GlobalConfigSchema, 'global-config.json', 'Global config'),
    'listing-layout.json': toJson(
      DetailLayoutDocumentSchema.extend({ sections: z.array(DetailSectionSchema) }),
      'listing-layout.json',
      'Lot page layout',
    ),
  };
  for (const [type, entry] of Object.entries(SECTION_REGISTRY))
    out[`sections/${type}.json`] = toJson(entry.schema, `sections/${type}.json`, `${type} section`);
  for (const [type, entry] of Object.entries(DETAIL_REGISTRY))
    out[`details/${type}.json`] = toJson(
      entry.schema,
      `details/${type}.json`,
      `${type} detail section`,
    );
  return out;
}
