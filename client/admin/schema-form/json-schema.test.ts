import { describe, expect, it } from 'vitest';
import { SECTION_REGISTRY, type SectionType } from '#sections/registry';
import { DETAIL_REGISTRY, type DetailType } from '#sections/detail/registry';
import { DEFAULT_FACTS } from '#sections/detail/information/fact-labels';
import { GlobalConfigSchema, DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import {
  defaultValue,
  discriminatorOf,
  humanize,
  jsonSchemaOf,
  kindOf,
  variantsOf,
  type JsonSchema,
} from './json-schema';
import { parseLoose } from './json-value-field';

/** Every field path of a schema with the control the editor form uses for it. */
function controls(s: JsonSchema, path = ''): Array<[string, string]> {
  const kind = kindOf(s);
  if (kind === 'object')
    return Object.entries(s.properties!).flatMap(([k, p]) =>
      controls(p, path ? `${path}.${k}` : k),
    );
  if (kind === 'array') return controls(s.items!, `${path}[]`);
  if (kind === 'variant')
    return variantsOf(s).flatMap((v) =>
      controls(v, `${path}<${String(v.properties?.[discriminatorOf(s)!]?.const)}>`),
    );
  return [[path, kind]];
}

describe('generated section forms', () => {
  it.each(Object.keys(SECTION_REGISTRY))(
    '%s: every field gets a real control (JSON text only for the free-form filter value)',
    (type) => {
      const fields = controls(jsonSchemaOf(SECTION_REGISTRY[type as SectionType].schema));
      const json = fields.filter(([, kind]) => kind === 'json').map(([p]) => p);
      expect(json).toEqual(type === 'cards-by-query' ? ['query.filters[].value'] : []);
    },
  );

  it.each(Object.keys(DETAIL_REGISTRY))(
    'lot detail %s: every field gets a real control',
    (type) => {
      const fields = controls(jsonSchemaOf(DETAIL_REGISTRY[type as DetailType].schema));
      expect(fields.filter(([, kind]) => kind === 'json')).toEqual([]);
      expect(fields).toContainEqual(['collapsed', 'boolean']);
    },
  );

  it('starts a new key facts table with the facts lot pages always showed', () => {
    const information = defaultValue(jsonSchemaOf(DETAIL_REGISTRY.information.schema)) as {
      facts: Array<{ field: string }>;
    };
    expect(information.facts.map((f) => f.field)).toEqual(DEFAULT_FACTS.map((f) => f.field));
    expect(controls(jsonSchemaOf(DETAIL_REGISTRY.information.schema))).toContainEqual([
      'facts[].field',
      'enum',
    ]);
  });

  it('starts new sections from the schema: defaults applied, required fields present', () => {
    const cards = defaultValue(jsonSchemaOf(SECTION_REGISTRY['cards-by-query'].schema));
    expect(cards).toEqual({
      type: 'cards-by-query',
      id: '',
      query: { dataset: 'auction_properties', filters: [], order: [], limit: 6 },
      empty_message: 'Nothing to show right now. Check back soon.',
    });
    const dynamic = defaultValue(jsonSchemaOf(SECTION_REGISTRY['dynamic-cards'].schema));
    expect(dynamic).toMatchObject({ columns: 3, cards: [{ title: '' }] });
    const text = defaultValue(jsonSchemaOf(SECTION_REGISTRY['rich-text'].schema));
    expect(text).toMatchObject({ blocks: [{ kind: 'heading', level: 2, text: '' }] });
  });

  it('edits the global config with the same generator', () => {
    const fields = controls(jsonSchemaOf(GlobalConfigSchema));
    expect(fields).toEqual([
      ['sold_house_price_card_details_config[].label', 'string'],
      ['sold_house_price_card_details_config[].value', 'string'],
      ['map_access_modal.slug', 'string'],
      ['forbidden_content_modal.slug', 'string'],
    ]);
    expect(GlobalConfigSchema.safeParse(DEFAULT_GLOBAL_CONFIG).success).toBe(true);
  });

  it('labels fields in words', () => {
    expect(humanize('view_all')).toBe('View all link');
    expect(humanize('min_field')).toBe('Min field');
    expect(humanize('image_position')).toBe('Image position');
  });
});

describe('free-form values', () => {
  it.each([
    ['NOW', 'NOW'],
    ['12', 12],
    ['true', true],
    ['["Flat","House"]', ['Flat', 'House']],
    ['[not json', '[not json'],
    ['', undefined],
  ])('%s → %j', (text, value) => {
    expect(parseLoose(text)).toEqual(value);
  });
});
