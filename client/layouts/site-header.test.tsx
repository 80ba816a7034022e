import { describe, expect, it } from 'vitest';
import { renderWithRouter, testUser } from '#sections/test-render';
import { SiteHeader } from './site-header';

/** The header's links to the admin (the bar's and the menu's). */
const editorTools = (html: string) =>
  html.match(/<a [^>]*href="\/admin"[^>]*>Editor tools<\/a>/g) ?? [];

/**
 * Staff had no link to the admin anywhere: "My account" was the header's only account link. Staff
 * get "Editor tools" beside it, in the bar and in the menu; a buyer and an anonymous visitor (whose
 * pages the shared cache keeps) do not.
 */
describe('the header’s link to the admin', () => {
  it.each(['contributor', 'editor', 'admin'] as const)('is there for the %s role', (role) => {
    const html = renderWithRouter(<SiteHeader />, '/listings', testUser(role));
    expect(editorTools(html)).toHaveLength(2);
  });

  it('is not there for a buyer or an anonymous visitor', () => {
    const buyer = renderWithRouter(<SiteHeader />, '/listings', testUser('user'));
    expect(buyer).toContain('My account');
    expect(editorTools(buyer)).toEqual([]);
    const anonymous = renderWithRouter(<SiteHeader />, '/listings');
    expect(anonymous).toContain('Sign in');
    expect(editorTools(anonymous)).toEqual([]);
  });
});
