import { describe, expect, it } from 'vitest';
import { LOT_PROPERTY_TYPES } from '#schema/lot-vocabulary';
import { Rng } from './prng';
import type { Town } from './places';
import { catalogueWords, lotDescription, lotTitle, type LotTextInput } from './lot-text';

const town = { name: 'Leeds', country: 'ENG' } as unknown as Town;

/** Every description the seed could write for a type, over many draws, needing work or not. */
function descriptions(type: LotTextInput['type']): string[] {
  const out: string[] = [];
  for (let seed = 1; seed <= 60; seed++)
    for (const needsWork of [false, true]) {
      const input: LotTextInput = {
        type,
        bedrooms: 2,
        tenure: 'Freehold',
        street: 'Mill Lane',
        town,
        method: 'Traditional',
        tenanted: false,
        rent: null,
        needsWork,
      };
      const rng = new Rng(seed);
      out.push(lotDescription(rng, input, lotTitle(rng, input).detail));
    }
  return out;
}

/** What only a home has: a buyer reading it of a field or a lock-up stops trusting the page. */
const HOME_ONLY =
  /central heating|double glazing|kitchen and bathroom|habitable|move into|decorative order|rewiring/;

describe('lot descriptions', () => {
  it('land, sites, commercial premises and garages are never described as homes', () => {
    for (const type of ['Land', 'Development site', 'Commercial', 'Garage'] as const)
      for (const text of descriptions(type)) expect(text, type).not.toMatch(HOME_ONLY);
  });

  it('a let commercial unit is never called vacant', () => {
    // Found by a walk: "Vacant shop premises – let investment", "a vacant shop premises … The
    // property is let at £14,700 a year".
    const input: LotTextInput = {
      type: 'Commercial',
      bedrooms: null,
      tenure: 'Freehold',
      street: 'Castle Close',
      town,
      method: 'Traditional',
      tenanted: true,
      rent: 14_700,
      needsWork: false,
    };
    const titles = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const rng = new Rng(seed);
      const { title, detail } = lotTitle(rng, input);
      titles.add(title);
      expect(`${title} ${lotDescription(rng, input, detail)}`).not.toMatch(/vacant/i);
    }
    expect(titles).toContain('Shop premises – let investment');
  });

  it('homes keep their condition paragraph, needing work or not', () => {
    for (const type of LOT_PROPERTY_TYPES.filter((t) => /house|Bungalow|Flat|Maisonette/.test(t))) {
      const texts = descriptions(type);
      expect(
        texts.some((t) => t.includes('full programme of refurbishment')),
        type,
      ).toBe(true);
      expect(
        texts.some((t) => t.includes('gas central heating')),
        type,
      ).toBe(true);
    }
  });
});

describe('catalogue words (decision 112)', () => {
  const place = (country: string, region: string) =>
    ({ name: 'X', country, region }) as unknown as Town;
  const draws = (lot: Parameters<typeof catalogueWords>[1]) =>
    Array.from({ length: 400 }, (_, seed) => catalogueWords(new Rng(seed + 1), lot));

  it('some lots say who sells them; a Scottish lender sells as heritable creditor, not by LPA receivers', () => {
    const lot = { type: 'Flat', bedrooms: 2, tenanted: false } as const;
    const english = draws({ ...lot, town: place('ENG', 'North West') }).map((w) => w.vendor);
    expect(english.some((v) => v?.includes('receivers'))).toBe(true);
    expect(english.some((v) => v?.includes('executors'))).toBe(true);
    expect(english.filter((v) => v === null).length).toBeGreaterThan(300);
    const scottish = draws({ ...lot, town: place('SCT', 'Scotland') }).map((w) => w.vendor);
    expect(scottish.some((v) => v?.includes('heritable creditors'))).toBe(true);
    expect(scottish.some((v) => v?.includes('LPA receivers'))).toBe(false);
  });

  it('a cottage is a small terraced house outside London; an HMO a let house of four bedrooms or more', () => {
    const terrace = { type: 'Terraced house', bedrooms: 2, tenanted: false } as const;
    expect(draws({ ...terrace, town: place('ENG', 'South West') }).some((w) => w.cottage)).toBe(
      true,
    );
    expect(draws({ ...terrace, town: place('ENG', 'London') }).some((w) => w.cottage)).toBe(false);
    expect(
      draws({ ...terrace, bedrooms: 4, town: place('ENG', 'South West') }).some((w) => w.cottage),
    ).toBe(false);
    const big = {
      type: 'Semi-detached house',
      bedrooms: 5,
      town: place('ENG', 'Yorkshire'),
    } as const;
    expect(draws({ ...big, tenanted: true }).some((w) => w.hmo)).toBe(true);
    expect(draws({ ...big, tenanted: false }).some((w) => w.hmo)).toBe(false);
    expect(draws({ ...big, bedrooms: 3, tenanted: true }).some((w) => w.hmo)).toBe(false);
  });

  it('the title and description say what was drawn', () => {
    const input: LotTextInput = {
      type: 'Terraced house',
      bedrooms: 5,
      tenure: 'Freehold',
      street: 'Mill Lane',
      town,
      method: 'Traditional',
      tenanted: true,
      rent: 30_000,
      needsWork: false,
      words: { cottage: false, hmo: true, vendor: 'Sold on behalf of the LPA receivers.' },
    };
    const rng = new Rng(7);
    const { title, detail } = lotTitle(rng, input);
    expect(title).toMatch(/^Five-bedroom .* – licensed HMO$/);
    const text = lotDescription(rng, input, detail);
    expect(text).toContain('house in multiple occupation (HMO) to five tenants at £30,000 a year');
    expect(text).toContain('Sold on behalf of the LPA receivers.');
    const cottage = lotTitle(new Rng(7), {
      ...input,
      bedrooms: 2,
      tenanted: false,
      words: { cottage: true, hmo: false, vendor: null },
    });
    expect(cottage.title).toMatch(/^Two-bedroom (mid-terrace|end-of-terrace|terraced) cottage$/);
  });

  it('a let home is let on the tenancy of its own nation', () => {
    const titles = (country: string) => {
      const out = new Set<string>();
      for (let seed = 1; seed <= 40; seed++)
        out.add(
          lotTitle(new Rng(seed), {
            type: 'Terraced house',
            bedrooms: 3,
            tenure: 'Freehold',
            street: 'Mill Lane',
            town: { name: 'X', country } as unknown as Town,
            method: 'Traditional',
            tenanted: true,
            rent: 9_000,
            needsWork: false,
          }).title,
        );
      return [...out].join(' | ');
    };
    // Scottish and Northern Irish lots were "let on an assured shorthold tenancy".
    expect(titles('ENG')).toContain('let on an assured shorthold tenancy');
    expect(titles('WLS')).toContain('let on a standard occupation contract');
    expect(titles('SCT')).toContain('let on a private residential tenancy');
    expect(titles('NIR')).toContain('let on a private tenancy');
    for (const country of ['WLS', 'SCT', 'NIR']) expect(titles(country)).not.toMatch(/shorthold/);
  });
});

describe('a let home’s description', () => {
  /** Every description the seed could write of a let home in a nation, over many draws. */
  function letHomes(country: Town['country']): string[] {
    const out: string[] = [];
    for (let seed = 1; seed <= 120; seed++) {
      const input: LotTextInput = {
        type: 'Terraced house',
        bedrooms: 3,
        tenure: 'Freehold',
        street: 'Mill Lane',
        town: { name: 'Leeds', country } as unknown as Town,
        method: 'Traditional',
        tenanted: true,
        rent: 9600,
        needsWork: false,
      };
      const rng = new Rng(seed);
      out.push(lotDescription(rng, input, lotTitle(rng, input).detail));
    }
    return out;
  }

  it('never offers it to move into or to let, as if it were empty', () => {
    // A walk (decision 171): "The property is let at £32,600 a year … ready to move into or let".
    const texts = letHomes('ENG');
    expect(texts.every((t) => t.includes('The property is let'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/move into|could be let/);
  });

  it('in England and Wales has an EPC of E or better, as a let home must', () => {
    for (const country of ['ENG', 'WLS'] as const)
      for (const text of letHomes(country))
        expect(/EPC rating ([A-G])/.exec(text)![1]! <= 'E', text).toBe(true);
    // Elsewhere, and for homes not let, every band is still drawn.
    expect(letHomes('SCT').some((t) => /EPC rating [FG]/.test(t))).toBe(true);
  });

  it('says its garden in good English', () => {
    const all = [...letHomes('ENG'), ...descriptions('Semi-detached house')];
    expect(all.some((t) => t.includes('Outside there are gardens to the front and rear.'))).toBe(
      true,
    );
    for (const text of all) expect(text).not.toContain('there is gardens');
  });
});
