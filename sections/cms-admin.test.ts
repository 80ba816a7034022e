import { describe, expect, it } from 'vitest';
import { CreatePageBodySchema, deletePageQuestion, PagePathSchema } from './cms-admin';
import { errorsOf } from '#client/admin/validation';

const pathIssue = (path: string) => {
  const r = PagePathSchema.safeParse(path);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('PagePathSchema: a page’s path as editors type it', () => {
  it('takes the slashes an editor adds or leaves out', () => {
    // "//about-us" (typed after the field's own "/") was refused with words that did not say why.
    for (const typed of ['//about-us', 'about-us', '/about-us/', ' /about-us '])
      expect(PagePathSchema.parse(typed), typed).toBe('/about-us');
    expect(PagePathSchema.parse('/')).toBe('/');
    expect(PagePathSchema.parse('guides/selling')).toBe('/guides/selling');
  });

  it('says an empty path is missing, and still refuses capitals and spaces', () => {
    expect(pathIssue('')).toBe('Enter a path such as /about or /guides/buying-at-auction');
    expect(pathIssue('  ')).toBe('Enter a path such as /about or /guides/buying-at-auction');
    expect(pathIssue('/About Us')).toMatch(/lower-case words and hyphens/);
    // Slashes alone are no path, and not the home page's.
    expect(pathIssue('//')).toMatch(/Use \/ for the home page/);
  });
});

describe('the new-page form’s messages', () => {
  it('an empty title reads "Enter a title", as the server says it, not "Enter a value"', () => {
    const r = CreatePageBodySchema.safeParse({ path: '', title: '', layout: 'default' });
    expect(errorsOf(r.error!)).toEqual({
      path: 'Enter a path such as /about or /guides/buying-at-auction',
      title: 'Enter a title',
    });
  });
});

describe('deletePageQuestion', () => {
  const none = { site: [], pages: [], articles: [], redirects: [] };
  it('asks plainly when nothing leads to the page', () => {
    expect(deletePageQuestion('/spare', none)).toBe(
      'Delete /spare and its revision history? This cannot be undone.',
    );
  });
  it('names what leads there, one or many, and how many more past the first five', () => {
    const q = deletePageQuestion('/fees', {
      site: ['the footer on every page'],
      pages: ['/a', '/b', '/c', '/d', '/e', '/f', '/g'],
      articles: ['/articles/fees'],
      redirects: ['/old-fees', '/costs'],
    });
    expect(q).toContain('The site links to it from: the footer on every page.');
    expect(q).toContain('Other pages link to it: /a, /b, /c, /d, /e and 2 more.');
    expect(q).toContain('An article links to it: /articles/fees.');
    expect(q).toContain('Redirects send visitors to it: /old-fees, /costs.');
    expect(q).toContain('they lead to "Page not found"');
    expect(deletePageQuestion('/fees', { ...none, redirects: ['/old'] })).toContain(
      'A redirect sends visitors to it: /old.',
    );
  });
});
