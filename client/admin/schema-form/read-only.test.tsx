import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_CONFIG, GlobalConfigSchema } from '#schema/global-config';
import { FormContext } from './form-context';
import { jsonSchemaOf } from './json-schema';
import { ObjectFields, SchemaField } from './schema-field';
import type { JsonSchema } from './json-schema';

/**
 * A contributor on /admin/settings was told they could only read the settings, yet every card row
 * offered ↑, ↓ and Remove, and the list "+ Add sold house price card row" (the server refuses the
 * save with 403). A read-only form leaves out the controls that change its shape, as the other
 * admin screens leave out what a role cannot do; an editor's form keeps them.
 */
const settingsForm = (readOnly: boolean) =>
  renderToStaticMarkup(
    <FormContext value={{ idPrefix: 'config', errors: {}, readOnly }}>
      <ObjectFields
        schema={jsonSchemaOf(GlobalConfigSchema)}
        value={DEFAULT_GLOBAL_CONFIG}
        onChange={() => {}}
        path={[]}
      />
    </FormContext>,
  );

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('the schema form, read only', () => {
  it('offers no reorder, remove or add button, and still shows every row’s fields', () => {
    const html = settingsForm(true);
    expect(buttons(html)).toEqual([]);
    const rows = DEFAULT_GLOBAL_CONFIG.sold_house_price_card_details_config;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(html).toContain(`value="${row.label}"`);
  });

  it('keeps them for a role that may save', () => {
    const labels = buttons(settingsForm(false));
    expect(labels).toContain('+ Add sold house price card row');
    expect(labels).toContain('Remove');
    expect(labels).toContain('↑');
  });
});

/** A section's image, as section schemas give one: an address and its alt text. */
const IMAGE: JsonSchema = {
  type: 'object',
  properties: { src: { type: 'string' }, alt: { type: 'string' } },
  required: ['src', 'alt'],
};
const imageForm = (readOnly: boolean, value: unknown) =>
  renderToStaticMarkup(
    <FormContext value={{ idPrefix: 'page', errors: {}, readOnly }}>
      <SchemaField
        schema={IMAGE}
        value={value}
        onChange={() => {}}
        path={['hero']}
        label="Hero image"
        required={false}
      />
    </FormContext>,
  );

describe('an image field, read only', () => {
  const chosen = { src: '/media/lots/house-1.jpg', alt: 'A terraced house' };

  it('shows the image chosen and offers no picker or removal', () => {
    const html = imageForm(true, chosen);
    expect(html).toContain('value="A terraced house"');
    expect(buttons(html)).toEqual([]);
  });

  it('says there is none rather than offering to choose one', () => {
    const html = imageForm(true, undefined);
    expect(buttons(html)).toEqual([]);
    expect(html).toContain('No hero image');
  });

  it('keeps the picker and removal for a role that may save', () => {
    expect(buttons(imageForm(false, chosen))).toEqual([
      'Choose another from the library',
      'Remove hero image',
    ]);
    expect(buttons(imageForm(false, undefined))).toContain('Choose hero image from the library');
  });
});
