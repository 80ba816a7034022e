import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BROWSER_UA } from '../helpers/test-app';

/**
 * A full postcode is searched within a circle by default (1 mile of its sector, 2 of its district
 * when we hold no sector of it). The heading said "Lots near LS6 2AB, Leeds (within 2 miles)"
 * while the form's Within said "This area only", which a buyer reads as that postcode alone.
 */

const { t } = seededDirectoryApp();

/** The text of the option the Within select shows. */
function withinShown(html: string): string {
  const select = /<select name="radius"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  const selected = /<option[^>]*selected[^>]*>([^<]*)<\/option>/.exec(select);
  return (selected ?? /<option[^>]*>([^<]*)<\/option>/.exec(select))?.[1] ?? '';
}

describe('a full postcode searched in its default circle', () => {
  it('says that circle in the form, as the heading does', async () => {
    // A district we hold, and a sector digit we hold no row of: the district's 2 miles.
    const { rows } = await t.db.query<{ label: string }>(
      `SELECT d.label FROM postcodes d
        WHERE d.kind = 'district' AND d.lat IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM postcodes s WHERE s.parent_slug = d.slug AND s.slug = d.slug || '/9')
        ORDER BY d.slug LIMIT 1`,
    );
    const postcode = `${rows[0]!.label} 9ZZ`;
    const res = await request(t.app)
      .get(`/listings?location=${encodeURIComponent(postcode)}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('(within 2 miles)');
    expect(withinShown(res.text)).toBe('2 miles');
    expect(res.text.match(/<option[^>]*>2 miles<\/option>/g)).toHaveLength(1);
    // Its chip and the title say the circle too: they said only the postcode.
    const chip = `Within 2 mi of ${postcode.toUpperCase()}`;
    expect(res.text).toContain(`aria-label="Remove filter: ${chip}"`);
    expect(res.text).toContain(`<title>Property auction lots: ${chip} |`);
    // A town searched alone is still "This area only", its chip the town.
    const town = await request(t.app).get('/listings?location=Leeds').set('User-Agent', BROWSER_UA);
    expect(withinShown(town.text)).toBe('This area only');
    expect(town.text).toContain('aria-label="Remove filter: Leeds"');
  });
});
