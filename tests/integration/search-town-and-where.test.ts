import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * A town typed with where it is, without a comma ("newport wales", "richmond london"), as buyers
 * type it. Before, "newport wales" stayed words: 0 lots, and "Leave out “newport”" offered every
 * lot in Wales; "stratford london" offered lots around Stratford-upon-Avon, 130 km from London (it is London's Stratford);
 * "house wales cardiff" looked for the word "wales" in Cardiff's houses.
 */

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

describe('a town and where it is, in the lot search', () => {
  it('“newport wales” and “richmond london” are those towns, not their namesakes', async () => {
    const newport = await sentTo('/listings?search=newport+wales');
    expect(newport).toEqual({ location: 'Newport' });
    expect((await listings('location=Newport')).place?.context).toBe('Gwent');
    const iow = await sentTo('/listings?search=newport+isle+of+wight');
    expect((await listings(new URLSearchParams(iow).toString())).place?.context).toBe(
      'Isle of Wight',
    );
    const richmond = await sentTo('/listings?search=flats+richmond+london');
    expect(richmond.property_type).toBe('flats');
    expect((await listings(new URLSearchParams(richmond).toString())).place?.context).toBe(
      'Greater London',
    );
    // "Kingston" alone names two towns; with London it is one.
    const kingston = await sentTo('/listings?search=kingston+london');
    expect(kingston).toEqual({ location: 'Kingston upon Thames' });
  });

  it('the county or country said beside a town is where it is, not words to find', async () => {
    expect(await sentTo('/listings?search=house+wales+cardiff')).toEqual({
      location: 'Cardiff',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?search=flats+leeds+west+yorkshire')).toEqual({
      location: 'Leeds',
      property_type: 'flats',
    });
  });

  it('the country at the end of a place or postcode says nothing: “Leeds, United Kingdom”, “leeds ls6 england”', async () => {
    // Both found 0 lots: "united kingdom" and "england" were searched as words.
    expect(await sentTo('/listings?search=Leeds%2C+United+Kingdom')).toEqual({ location: 'Leeds' });
    expect(await sentTo('/listings?search=flats+in+leeds+gb')).toEqual({
      location: 'Leeds',
      property_type: 'flats',
    });
    const ls6 = await sentTo('/listings?search=leeds+ls6+england');
    expect(ls6).toEqual({ location: 'LS6' });
    expect((await listings('location=LS6')).total).toBeGreaterThan(0);
    // A nation beside a place may be what tells it from its namesakes: kept.
    expect((await listings('location=Newport%2C+Wales')).place?.context).toBe('Gwent');
  });

  it('a town said before the larger town it lies by is that town, as an address says it', async () => {
    // "sale manchester" found the one Stockport shop whose description says "sales area".
    expect(await sentTo('/listings?search=sale+manchester')).toEqual({ location: 'Sale' });
    expect((await listings('location=Sale')).place?.context).toBe('Greater Manchester');
    const stockport = await sentTo('/listings?search=flats+stockport+manchester');
    expect(stockport).toEqual({ location: 'Stockport', property_type: 'flats' });
    // A town far from the one after it is still its own place: Liverpool, with the word.
    expect(await sentTo('/listings?search=probate+sale+liverpool')).toMatchObject({
      location: 'Liverpool',
    });
  });

  it('a town far from the county said is not offered: “stratford london” is London’s', async () => {
    // London's Stratford (E15, E20), a neighbourhood (decision 150); never Stratford-upon-Avon.
    const sent = await sentTo('/listings?search=stratford+london');
    expect(sent).toEqual({ location: 'Stratford, London' });
    const data = await listings(new URLSearchParams(sent).toString());
    expect(data.place?.label ?? data.unknownPlace?.text).toMatch(/^Stratford( \(London\))?$/);
    for (const offer of data.relax) expect(offer.action).not.toContain('Stratford-upon-Avon');
  });
});
