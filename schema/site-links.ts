/**
 * Links the site's own layout and pages hold to pages editors own (decision 173): the footer's,
 * and the sign-up form's terms and privacy policy. Editors are told of them before deleting one
 * of those pages, whose link would then lead to "Page not found".
 */
export const FOOTER_LINKS = [
  { to: '/listings', label: 'Auction lots' },
  { to: '/auctions', label: 'Auction calendar and results' },
  { to: '/auctioneers', label: 'Auction houses' },
  { to: '/sold-house-prices', label: 'Sold house prices' },
  { to: '/postcodes', label: 'Postcodes' },
  { to: '/articles', label: 'Guides and news' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  // The About page holds the contact form (decision 147): nothing else linked a way to write to us.
  { to: '/about', label: 'About and contact' },
] as const;

/** What the sign-up form says an account accepts. */
export const SIGN_UP_TERMS = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
} as const;

/** Where the site's own pages link to `path`, in an editor's words ("the footer on every page"). */
export function siteLinksTo(path: string): string[] {
  return [
    FOOTER_LINKS.some((l) => l.to === path) ? 'the footer on every page' : null,
    Object.values(SIGN_UP_TERMS).some((to) => to === path) ? 'the sign-up form' : null,
  ].filter((where): where is string => where !== null);
}
