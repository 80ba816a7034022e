import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { readHead } from '../helpers/page-head';

/**
 * A real sector of a district we hold (LS6 3, where our data has only LS6 1, 4, 6, 7 and 8) is a
 * page, not "Page not found · Go Home": a full postcode typed into the address bar
 * (/postcodes/ls63ab) redirects there. It says it holds nothing yet and leads to its district.
 */

const { t, get } = seededDirectoryApp();

describe('a sector of a known district that we hold no postcodes of', () => {
  it('is a page leading to its district, kept out of search engines', async () => {
    const { rows } = await t.db.query<{ district: string; label: string; digit: string }>(
      `SELECT d.slug AS district, d.label, g::text AS digit
         FROM postcodes d CROSS JOIN generate_series(0, 9) g
        WHERE d.kind = 'district'
          AND NOT EXISTS (SELECT 1 FROM postcodes s WHERE s.slug = d.slug || '/' || g)
          AND EXISTS (SELECT 1 FROM sold_house_prices p WHERE p.postcode_district = d.slug)
        ORDER BY d.slug, g LIMIT 1`,
    );
    const { district, label, digit } = rows[0]!;
    const typed = await get(`/postcodes/${district}${digit}ab`);
    expect(typed.status).toBe(301);
    expect(typed.headers.location).toBe(`/postcodes/${district}/${digit}`);

    const res = await get(`/postcodes/${district}/${digit}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${label} ${digit} postcode sector`);
    expect(res.text).toContain(`href="/postcodes/${district}"`);
    expect(res.text).toContain(`We hold no HM Land Registry sales in ${label} ${digit} yet`);
    expect(readHead(res.text).robots).toBe('noindex');
  });
});
