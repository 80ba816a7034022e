import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SuggestResponse } from '#schema/suggest';
import type { ListingsData } from '#shared/payloads/directory-data';

/**
 * The Location box's first suggestion is the place that pressing Enter on the same words searches.
 * "Stoke" listed the Cheshire hamlet first while Enter searched Stoke-on-Trent, "Newcastle" listed
 * County Down's first, and "Londonderry" did not list Derry at all.
 */

const { get } = seededDirectoryApp();

async function searched(location: string): Promise<string | undefined> {
  const res = await get(`/listings/_payload.json?location=${encodeURIComponent(location)}`);
  return (res.body.loaderData.listings as ListingsData).place?.slug;
}

describe('the first suggestion of the Location box', () => {
  it('is the place Enter searches for the same words', async () => {
    for (const text of ['Stoke', 'Newcastle', 'Londonderry', 'Leeds', 'Kent', 'Richmond']) {
      const res = await get(`/api/suggest?q=${encodeURIComponent(text)}`);
      const [first] = (res.body as SuggestResponse).suggestions;
      expect(first, text).toBeDefined();
      const enter = await searched(text);
      expect(enter, text).toBeDefined();
      expect(await searched(first!.value), text).toBe(enter);
    }
  });
});

describe('a name buyers use for a city that another place has', () => {
  it('offers that other place under the name typed: "Another Stoke?"', async () => {
    // Said "Another Stoke-on-Trent? Stoke (Cheshire)" on /listings ("Another Stoke?" on sold prices).
    const res = await get('/listings?location=Stoke');
    expect(res.text).toContain('Lots in Stoke-on-Trent');
    const another = /Another [^?<]*\?/.exec(res.text)?.[0];
    expect(another).toBe('Another Stoke?');
  });
});

describe('a postcode written with its town', () => {
  it('suggests the postcode first, where Enter goes: "leeds 6", "leeds ls6", "ls6 leeds"', async () => {
    for (const text of ['leeds 6', 'Leeds LS6', 'ls6 leeds', 'liverpool 8']) {
      const res = await get(`/api/suggest?q=${encodeURIComponent(text)}`);
      const [first] = (res.body as SuggestResponse).suggestions;
      // Suggested nothing: the box emptied as the number was typed.
      expect(first, text).toBeDefined();
      const enter = await get(`/listings?location=${encodeURIComponent(text)}`);
      expect(enter.status, text).toBe(302);
      const sent = new URL(enter.headers.location!, 'http://x.test').searchParams.get('location');
      expect(first!.value, text).toBe(sent);
      expect(first!.kind, text).toBe('district');
    }
    const [ls6] = (await get('/api/suggest?q=leeds+6')).body
      .suggestions as SuggestResponse['suggestions'];
    expect(ls6).toMatchObject({ label: 'LS6', context: 'Leeds' });
  });
});
