import { isValid, toNormalised, toOutcode, validOutcode } from 'postcode';
import { describe, expect, it } from 'vitest';
import { loadGbCities } from './cities.server';
import { MAJOR_TOWNS } from './major-towns';
import { buildPlaces } from './places';
import {
  UNIT_LETTERS,
  buildPostcodes,
  compareOutward,
  inwardCode,
  isWellFormedPostcode,
} from './postcodes';
import { Rng } from './prng';
import { POSTCODE_AREA_TOWNS } from '#schema/postcode-area-towns';

describe('inward codes', () => {
  it('are a sector digit and two permitted unit letters', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 2000; i++) {
      const sector = i % 10;
      const code = inwardCode(rng, sector);
      expect(code).toMatch(new RegExp(`^${sector}[${UNIT_LETTERS}]{2}$`));
      expect(isValid(`SW1A ${code}`)).toBe(true);
    }
    expect(UNIT_LETTERS).not.toMatch(/[CIKMOV]/);
  });

  it('isWellFormedPostcode wants normalised codes with Royal Mail unit letters', () => {
    expect(isWellFormedPostcode('SW1A 1AA')).toBe(true);
    expect(isWellFormedPostcode('EC1V 9HQ')).toBe(true);
    expect(isWellFormedPostcode('sw1a 1aa')).toBe(false);
    expect(isWellFormedPostcode('SW1A1AA')).toBe(false);
    expect(isWellFormedPostcode('SW1A 1AC')).toBe(false);
    expect(isWellFormedPostcode('NOT A CODE')).toBe(false);
  });
});

describe('compareOutward', () => {
  it('orders districts naturally', () => {
    const codes = ['SW10', 'SW1A', 'SW2', 'E14', 'E1', 'E1W', 'EC1A'];
    expect(codes.sort(compareOutward)).toEqual(['E1', 'E1W', 'E14', 'EC1A', 'SW1A', 'SW2', 'SW10']);
  });
});

describe('curated outward codes', () => {
  it('are valid and each belongs to one town', () => {
    const seen = new Map<string, string>();
    for (const town of MAJOR_TOWNS) {
      for (const outward of town.outwards) {
        expect(validOutcode(outward), outward).toBe(true);
        expect(seen.get(outward), `${outward} in ${town.name} and ${seen.get(outward)}`).toBe(
          undefined,
        );
        seen.set(outward, town.name);
      }
    }
    expect(MAJOR_TOWNS.length).toBeGreaterThan(60);
    for (const [outward, town] of [
      ['SW1A', 'City of Westminster'],
      ['E1', 'Bethnal Green'],
      ['N1', 'Islington'],
      ['M1', 'Manchester'],
      ['B1', 'Birmingham'],
      ['LS1', 'Leeds'],
      ['BS1', 'Bristol'],
      ['CF10', 'Cardiff'],
      ['EH1', 'Edinburgh'],
      ['G1', 'Glasgow'],
      ['BT1', 'Belfast'],
    ]) {
      expect(seen.get(outward!)).toBe(town);
    }
  });
});

describe('buildPostcodes', () => {
  const places = buildPlaces(loadGbCities());
  const book = buildPostcodes(new Rng(1729).fork('postcodes'), places.majorTowns, places.towns);

  it('names each area after its post town, not the town with most districts', () => {
    const nameOf = new Map(places.locations.map((l) => [l.slug, l.name]));
    const areaPlace = (area: string) =>
      nameOf.get(book.rows.find((r) => r.kind === 'area' && r.label === area)!.locationSlug!);
    // Royal Mail's names; each had as many or more seeded districts in another town.
    expect(areaPlace('PR')).toBe('Preston');
    expect(areaPlace('BN')).toBe('Brighton');
    expect(areaPlace('CR')).toBe('Croydon');
    expect(areaPlace('KT')).toBe('Kingston upon Thames');
    expect(areaPlace('BB')).toBe('Blackburn');
    expect(areaPlace('ME')).toBe('Rochester');
    expect(areaPlace('SW')).toBe('Greater London');
    const misnamed = book.rows
      .filter((r) => r.kind === 'area' && POSTCODE_AREA_TOWNS[r.label])
      .filter((r) => {
        const name = nameOf.get(r.locationSlug!);
        return name !== POSTCODE_AREA_TOWNS[r.label];
      })
      .map((r) => `${r.label}: ${nameOf.get(r.locationSlug!)} (${POSTCODE_AREA_TOWNS[r.label]})`);
    // Every other area's place has the post town's name; these two places are the post towns
    // under their own names.
    expect(misnamed).toEqual(['EN: Enfield Town (Enfield)', 'HU: Kingston upon Hull (Hull)']);
  });

  it('is deterministic', () => {
    const again = buildPostcodes(new Rng(1729).fork('postcodes'), places.majorTowns, places.towns);
    expect(again.rows).toEqual(book.rows);
    expect(again.districts.map((d) => d.units)).toEqual(book.districts.map((d) => d.units));
  });

  it('builds areas, districts and sectors whose parents exist', () => {
    const slugs = new Map(book.rows.map((r) => [r.slug, r]));
    expect(slugs.size).toBe(book.rows.length);
    for (const row of book.rows) {
      if (row.kind === 'area') expect(row.parentSlug).toBeNull();
      else
        expect(slugs.get(row.parentSlug!)?.kind).toBe(
          row.kind === 'district' ? 'area' : 'district',
        );
    }
    expect(slugs.get('sw')?.locationSlug).toBe('england/greater-london');
    expect(slugs.get('m')?.locationSlug).toBe('england/greater-manchester/manchester');
    expect(slugs.get('sw1a')?.locationSlug).toBe('england/greater-london/city-of-westminster');
    expect(slugs.get('sw1a')?.label).toBe('SW1A');
  });

  it('generates unique, valid full postcodes inside their district and sector', () => {
    const all = new Set<string>();
    const problems: string[] = [];
    for (const district of book.districts) {
      if (district.units.length < 30) problems.push(`${district.outward}: few units`);
      const sectors = new Set(district.sectors.map((s) => s.digit));
      for (const unit of district.units) {
        const code = unit.postcode;
        if (!isWellFormedPostcode(code) || !isValid(code)) problems.push(`${code}: invalid`);
        if (toNormalised(code) !== code) problems.push(`${code}: not normalised`);
        if (toOutcode(code) !== district.outward) problems.push(`${code}: outside district`);
        if (!sectors.has(unit.sector) || code.split(' ')[1]![0] !== String(unit.sector)) {
          problems.push(`${code}: wrong sector`);
        }
        if (unit.numberTo <= unit.numberFrom) problems.push(`${code}: empty number range`);
        if (!district.streets.includes(unit.street)) problems.push(`${code}: unknown street`);
        if (all.has(code)) problems.push(`${code}: duplicate`);
        all.add(code);
      }
    }
    expect(problems).toEqual([]);
    expect(all.size).toBeGreaterThan(10_000);
  });

  it('places districts near their town', () => {
    for (const d of book.districts) {
      expect(Math.abs(d.lat - d.town.lat)).toBeLessThan(0.1);
      expect(Math.abs(d.lng - d.town.lng)).toBeLessThan(0.15);
    }
  });
});
