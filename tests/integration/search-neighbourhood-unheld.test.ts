/**
 * A city neighbourhood buyers search by name ("balham", "dulwich") whose postcode districts we
 * hold none of (the demo's postcodes stop short of them; so would any deployment before its
 * gazetteer import). It said "No place called ‘balham’. Did you mean Balsham, Banham …?", and the
 * search box offered "Search within 10 mi of Balsham": as if the place did not exist. It is now
 * said as the place it is, what it is searched as and that we hold nothing there, with its postcode
 * area offered and counted, in both searches and from either box. The neighbourhood is picked
 * from the list at run time: one none of whose districts the seeded postcodes hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  expectCountedAsFollowed,
  searchQs,
  soldEmptyNote,
  soldResults,
} from '../helpers/sold-price-search';
import type { AuctioneersData } from '#shared/payloads/directory-data';
import { NEIGHBOURHOODS, districtsPattern, type Neighbourhood } from '#server/areas/neighbourhoods';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

/** The neighbourhood, and the postcode area (as written: "SW") its districts lie in. */
let part: Neighbourhood;
let area: string;
beforeAll(async () => {
  for (const n of NEIGHBOURHOODS) {
    const { rows } = await t.db.query<{ held: number; areas: string[] }>(
      `SELECT (SELECT count(*)::int FROM postcodes WHERE kind = 'district' AND slug ~ $1) AS held,
              ARRAY(SELECT label FROM postcodes WHERE kind = 'area' AND slug = ANY($2::text[])) AS areas`,
      [districtsPattern(n.districts), n.districts.map((d) => /^[A-Z]+/.exec(d)![0].toLowerCase())],
    );
    if (rows[0]!.held === 0 && rows[0]!.areas.length === 1) {
      [part, area] = [n, rows[0]!.areas[0]!];
      break;
    }
  }
  expect(part, 'a neighbourhood none of whose districts the seed holds').toBeDefined();
}, 60_000);

const pageText = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
};

describe('a neighbourhood whose districts we hold none of', () => {
  it('the lot search says what it is searched as and offers its postcode area, counted', async () => {
    const qs = new URLSearchParams({ location: part.name.toLowerCase() }).toString();
    const page = await listings(qs);
    expect(page.total).toBe(0);
    // It was { text: 'balham', suggestions: [Balsham, Banham, …] }.
    expect(page.unknownPlace).toMatchObject({
      text: `${part.name} (${part.city})`,
      searchedAs: expect.stringMatching(
        new RegExp(`^${part.name} is searched as the ${part.districts[0]}\\b`),
      ),
    });
    expect(page.unknownPlace!.suggestions[0]).toMatchObject({ value: area });
    const inArea = await listings(`location=${area}`);
    expect(page.relax[0]).toMatchObject({
      action: expect.stringMatching(new RegExp(`^Search the ${area} \\(.+\\) postcode area$`)),
      count: inArea.total,
    });
    expect(inArea.total).toBeGreaterThan(0);
    // Its guessed page leads there too (it was a 404).
    const guessed = await get(`/locations/${part.name.toLowerCase().replace(/\W+/g, '-')}`);
    expect([guessed.status, guessed.headers.location]).toEqual([
      302,
      `/listings?${new URLSearchParams({ location: part.name }).toString()}`,
    ]);
    const shown = await pageText(`/listings?${qs}`);
    expect(shown).toContain(`We hold no lots or sales in ${part.name} (${part.city}) yet.`);
    expect(shown).not.toContain('No place called');
  });

  it('is offered for its name misspelt, in either search', async () => {
    // One letter dropped ("wimbeldon" offered nothing; "balhm" Balsham's look-alikes).
    const name = part.name.toLowerCase();
    const slip = `${name.slice(0, 3)}${name.slice(4)}`;
    const meant = { label: part.name, context: part.city, value: part.name };
    const page = await listings(new URLSearchParams({ location: slip }).toString());
    expect(page.unknownPlace?.suggestions).toContainEqual(meant);
    const sold = await soldResults(t, new URLSearchParams({ location: slip }).toString());
    expect(sold.didYouMean).toContainEqual(meant);
  });

  it('the search box sends its name to the Location box, with the filters said beside it', async () => {
    // It searched the name as words, and offered the look-alike village.
    expect(await sentTo(`/listings?${searchQs(part.name.toLowerCase())}`)).toEqual({
      location: part.name,
    });
    expect(await sentTo(`/listings?${searchQs(`flats in ${part.name.toLowerCase()}`)}`)).toEqual({
      location: part.name,
      property_type: 'flats',
    });
    // A street named after one is no misspelt village: "balham high road" offered Balsham.
    const street = await listings(searchQs('balham high road'));
    expect(street.relax.map((r) => r.action).join(' | ')).not.toMatch(/Balsham/);
  });

  it('the sold-price search says what it is searched as, no sale there, and its area counted', async () => {
    const qs = new URLSearchParams({ location: part.name }).toString();
    const data = await soldResults(t, qs);
    expect(data.stats.count).toBe(0);
    expect(data.locationLabel).toBe(part.name);
    expect(data.wider).toEqual([expect.objectContaining({ value: area })]);
    const there = await soldResults(t, `location=${area}`);
    expect(data.wider![0]!.count).toBe(there.stats.count);
    // It said "No place called ‘Balham’. Did you mean …".
    expect(await soldEmptyNote(get, qs)).toMatch(
      new RegExp(
        `^${part.name} is searched as the ${part.districts[0]}\\b.*, where no sales are recorded\\. Try ${area} \\(`,
      ),
    );
  });

  it('a street said with it on the sold-price search offers its area’s sales, counted', async () => {
    const data = await soldResults(t, searchQs(`high street ${part.name.toLowerCase()}`));
    expect(data.stats.count).toBe(0);
    // It said only "Try a wider area, another property type or a longer date range."
    const offers = data.partlyRead?.offers ?? [];
    expect(offers.map((o) => new URLSearchParams(o.search).get('location'))).toContain(area);
    await expectCountedAsFollowed(t, offers);
  });

  it('a street said with a neighbourhood we hold is that neighbourhood’s, not the town it begins with', async () => {
    // "london road headingley": London was read as the place, then dropped as the street's
    // first word; the page said "Try a wider area".
    const data = await soldResults(t, searchQs('london road headingley'));
    const offers = data.partlyRead?.offers ?? [];
    expect(offers.map((o) => new URLSearchParams(o.search).get('location'))).toContain(
      'Headingley',
    );
    await expectCountedAsFollowed(t, offers);
  });

  it('“stratford” is Stratford-upon-Avon, London’s offered beside it in both searches', async () => {
    const london = { label: 'Stratford', context: 'London', value: 'Stratford, London' };
    const page = await listings('location=stratford');
    expect(page.place?.label).toBe('Stratford-upon-Avon');
    // London's Stratford (E15) was named nowhere.
    expect(page.place?.namesakes).toContainEqual(london);
    expect((await soldResults(t, 'location=stratford')).namesakes).toContainEqual(london);
    const followed = await listings(new URLSearchParams({ location: london.value }).toString());
    expect(followed.place?.searchedAs ?? followed.unknownPlace?.searchedAs).toBe(
      'Stratford is searched as the E15 and E20 postcode districts.',
    );
    // Said with its city in the search box: it read London and offered "Leave out “stratford”".
    expect(await sentTo('/listings?search=flats+in+stratford+london')).toEqual({
      location: london.value,
      property_type: 'flats',
    });
  });

  it('London’s and other cities’ best-known names are places, held or not', async () => {
    // Each said "No place called …", most with a look-alike: Knightsbridge (Kingsbridge), Putney
    // (Purley), Paddington (Haddington), Eltham (Feltham), Tottenham (Cottenham).
    const names = [
      'Knightsbridge',
      'Putney',
      'Paddington',
      'Eltham',
      'Tottenham',
      'Wimbledon',
      "King's Cross",
      'Elephant and Castle',
      'Digbeth',
      'Salford Quays',
      'Kelham Island',
      'Cardiff Bay',
    ];
    for (const name of names) {
      const page = await listings(new URLSearchParams({ location: name.toLowerCase() }).toString());
      const said = page.place?.searchedAs ?? page.unknownPlace?.searchedAs;
      expect(said, name).toMatch(new RegExp(`^${name} is searched as the [A-Z0-9]+`));
      expect(page.place?.label ?? page.unknownPlace?.text, name).toMatch(new RegExp(`^${name}`));
    }
  });

  it('a street said with it offers its postcode area, not the street anywhere', async () => {
    const said = `high street ${part.name.toLowerCase()}`;
    const page = await listings(new URLSearchParams({ search: said }).toString());
    expect(page.total).toBe(0);
    // It offered only "Leave out “balham”": every High Street lot in the country.
    const first = page.relax[0]!;
    expect(first.action).toMatch(new RegExp(`^Search the ${area} \\(.+\\) postcode area`));
    expect(new URLSearchParams(first.search).get('location')).toBe(area);
    expect(first.count).toBe((await listings(first.search.slice(1))).total);
  });

  it('the auction-house search offers the houses of its postcode area, and says why', async () => {
    const res = await get(
      `/auctioneers/_payload.json?${new URLSearchParams({ search: part.name }).toString()}`,
    );
    expect(res.status).toBe(200);
    const found = res.body.loaderData.auctioneers as AuctioneersData;
    // It said "No auction houses match".
    expect(found.inPlace).toMatchObject({
      note: expect.stringMatching(
        new RegExp(
          `^We hold no lots in ${part.name} \\(${part.city}\\) yet\\. ${part.name} is searched as`,
        ),
      ),
      lotsHref: `/listings?location=${area}`,
    });
    // The houses offered are those the area's lot search lists, each with its lots there.
    const inArea = await listings(`location=${area}`);
    expect(found.inPlace!.items.length).toBeGreaterThan(0);
    expect(found.inPlace!.items.reduce((sum, i) => sum + i.lots, 0)).toBe(inArea.total);
    const shown = await pageText(`/auctioneers?${new URLSearchParams({ search: part.name })}`);
    expect(shown).not.toContain('No auction houses match');
  });
});
