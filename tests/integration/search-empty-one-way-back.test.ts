/**
 * An empty lot search's ways back: with one filter, "Remove “X”: 815 lots" and a "Clear filters"
 * button both led to /listings, two links to one page side by side. The counted one is kept;
 * with more filters, where no offer clears them all, the button stays.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';

const { get } = seededDirectoryApp();

/** The links of an empty lot page's empty state, as `[text, href]`. */
async function emptyStateLinks(qs: string): Promise<Array<[string, string]>> {
  const res = await get(`/listings?${qs}`);
  expect(res.status, qs).toBe(200);
  const box = /No lots match this search([\s\S]*?)<\/footer>/.exec(res.text)?.[1] ?? '';
  const beforeFooter = box.split('<footer')[0]!;
  return [...beforeFooter.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[2]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
    m[1]!.replace(/&amp;/g, '&'),
  ]);
}

describe('an empty lot search shows one way back to all lots', () => {
  it('with one filter, the counted "Remove" and no "Clear filters" to the same page', async () => {
    const links = await emptyStateLinks('search=xylophonezz');
    const toAll = links.filter(([, href]) => href === '/listings');
    expect(toAll).toHaveLength(1);
    expect(toAll[0]![0]).toMatch(/^Remove “xylophonezz”: \d[\d,]* lots$/);
    expect(links.map(([text]) => text)).not.toContain('Clear filters');
  });

  it('with two filters, each removed by its own offer, "Clear filters" removes both', async () => {
    const links = await emptyStateLinks('search=xylophonezz&property_type=flat');
    expect(links.map(([text]) => text)).toContain('Clear filters');
    expect(links.filter(([, href]) => href === '/listings')).toHaveLength(1);
  });
});
