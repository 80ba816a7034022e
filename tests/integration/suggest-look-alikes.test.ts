import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SuggestResponse } from '#schema/suggest';

/**
 * The Location box suggested nothing for a mistyped city ("Manchster", "Birmingam", "Notingham")
 * and, for "Leds", three hamlets (Ledsham, Ledston) but not Leeds, while Enter on the same words
 * offered "Did you mean Leeds?". A finished word that names no place now lists the places it
 * misspells, a large one before small places that merely start with it.
 */

const { get } = seededDirectoryApp();

async function suggested(q: string): Promise<SuggestResponse['suggestions']> {
  const res = await get(`/api/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return (res.body as SuggestResponse).suggestions;
}

describe('the Location box and a mistyped place', () => {
  it.each([
    ['Leds', 'Leeds'],
    ['Manchster', 'Manchester'],
    ['Birmingam', 'Birmingham'],
    ['Notingham', 'Nottingham'],
    ['Brstol', 'Bristol'],
  ])('offers %s as %s, first', async (typed, meant) => {
    const [first] = await suggested(typed);
    expect(first, typed).toMatchObject({ kind: 'town', label: meant });
  });

  it('keeps a place typed right first, and what starts with it, with no look-alike ahead', async () => {
    // "Leek" is a town: Leeds, one letter away, is not put before it.
    const [first] = await suggested('Leek');
    expect(first).toMatchObject({ label: 'Leek' });
    // "Brig": Brighton and what else starts so, as before.
    const brig = await suggested('Brig');
    expect(brig[0]).toMatchObject({ label: 'Brighton' });
    expect(brig.every((s) => /^brig/i.test(s.label) || / brig/i.test(s.label))).toBe(true);
  });

  it('leads where the page offers the same place', async () => {
    const [first] = await suggested('Leds');
    const page = await get(first!.href);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Lots in Leeds');
  });
});
