import { describe, expect, it } from 'vitest';
import { LANDSCAPES, landscape, landscapeAliases } from './landscapes';
import { UK_REGIONS, regionMembers } from './uk-regions';
import { placeKey } from '#server/areas/place-match';

describe('landscapes', () => {
  it('are searched as their towns, which stay in their regions', () => {
    const lakes = landscape('england/lake-district')!;
    expect(regionMembers(lakes.slug).within).toContain('england/cumbria/keswick');
    expect(regionMembers(lakes.slug).except).toEqual([]);
    // Keswick is still North West England's: a landscape's towns are no region's exceptions.
    const northWest = regionMembers('england/north-west');
    expect(northWest.within).toContain('england/cumbria');
    for (const town of lakes.towns) expect(northWest.except).not.toContain(town);
  });

  it('are written with the words of their kind', () => {
    const aliases = landscapeAliases(landscape('england/cotswolds')!);
    expect(aliases).toContain('cotswolds aonb');
    expect(aliases).toContain('cotswold hills national landscape');
    expect(landscapeAliases(landscape('england/peak-district')!)).toContain(
      'peak district national park',
    );
  });

  it('have one meaning for each name, and none of a region', () => {
    const regionNames = new Set(UK_REGIONS.flatMap((r) => [r.name, ...r.aliases].map(placeKey)));
    const seen = new Map<string, string>();
    for (const l of LANDSCAPES)
      for (const a of [l.name, ...landscapeAliases(l)].map(placeKey)) {
        expect(seen.get(a) ?? l.slug, a).toBe(l.slug);
        seen.set(a, l.slug);
        expect(regionNames.has(a), a).toBe(false);
      }
  });

  it('add the words of their kind once', () => {
    const eryri = landscapeAliases(landscape('wales/eryri')!);
    expect(eryri).toContain('eryri national park');
    expect(eryri).not.toContain('eryri national park national park');
  });
});
