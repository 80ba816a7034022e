import { describe, expect, it } from 'vitest';
import { checkDraft, checkPublishable } from './validate-document';

const doc = (sections: unknown[]) => ({
  slug: 'x',
  title: 'A page',
  layout: 'default',
  seo: { noindex: false },
  sections,
});
const badHero = (id: string) => ({ type: 'hero', id, title: '' });

const refusal = (sections: unknown[]) => {
  try {
    checkPublishable(doc(sections));
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('publishing a page with sections that are not valid', () => {
  it('names the sections as the editor lists them, "it" of one and "them" of several', () => {
    expect(refusal([badHero('a')])).toBe(
      'Section 1 (Hero) is not valid yet; fix or remove it before publishing',
    );
    expect(refusal([badHero('a'), badHero('b')])).toBe(
      '2 sections are not valid yet: Section 1 (Hero) and Section 2 (Hero). Fix or remove them before publishing',
    );
  });
});

describe('an article or news list’s category', () => {
  it('is one the article editor offers, named on its field when it is not', () => {
    // "Buying guide" for "Buying guides" was saved and published: an empty list for good.
    const { issues } = checkDraft(
      doc([
        { type: 'article-list', id: 'a', category: 'Buying guide' },
        { type: 'news-list', id: 'n', category: 'Market news' },
        // As the list finds articles: whatever the case.
        { type: 'news-list', id: 'lower', category: 'market news' },
        { type: 'article-list', id: 'all' },
      ]),
    );
    expect(issues.map((i) => [i.section, i.fields])).toEqual([
      [
        'Section 1 (Article list)',
        [
          {
            path: 'category',
            field: 'Category',
            message:
              'Choose one of: Buying guides, Selling guides, Legal and tax, Finance, Market news',
          },
        ],
      ],
    ]);
  });
});

describe('an image at another site’s address', () => {
  const elsewhere = {
    type: 'hero',
    id: 'h',
    title: 'Welcome',
    image: { src: 'https://images.example.com/a.jpg', alt: '' },
    ctas: [],
  };
  it('is named on its field, in any section; the site’s own images pass', () => {
    // Saved and published, then blocked by the pages' img-src 'self': a broken image (decision 171).
    const { issues } = checkDraft(
      doc([
        elsewhere,
        { ...elsewhere, id: 'relative', image: { src: '//images.example.com/b.jpg', alt: '' } },
        { ...elsewhere, id: 'slash', image: { src: '/\\images.example.com/c.jpg', alt: '' } },
        {
          type: 'hero',
          id: 'own',
          title: 'Ours',
          image: { src: '/media/abc/hero.jpg', alt: '' },
          ctas: [],
        },
      ]),
    );
    const refused = [
      [
        'image.src',
        'Pages show only this site’s own images: upload it to the media library and choose it there',
      ],
    ];
    expect(issues.map((i) => [i.section, i.fields.map((f) => [f.path, f.message])])).toEqual([
      ['Section 1 (Hero)', refused],
      ['Section 2 (Hero)', refused],
      ['Section 3 (Hero)', refused],
    ]);
    expect(() => checkPublishable(doc([elsewhere]))).toThrow('Section 1 (Hero) is not valid yet');
  });
});
