import { describe, expect, it } from 'vitest';
import { checkPublishable } from './validate-document';

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
