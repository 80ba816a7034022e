import { describe, expect, it } from 'vitest';
import { renderWithRouter, testUser } from '#sections/test-render';
import type { Role } from '#schema/roles';
import type { ProfileData } from '#shared/payloads/account-data';
import { ProfilePage } from './account-pages';

const data: ProfileData = {
  savedSearches: [],
  watched: [],
  watchedTotal: 0,
  watchFrequency: 'daily',
};

/** The profile of a signed-in user of `role`, rendered as the server writes it. */
const profileOf = (role: Role) =>
  renderWithRouter(<ProfilePage data={data} />, '/profile', testUser(role));

const editorTools = /<a [^>]*href="\/admin"[^>]*>Editor tools<\/a>/;

/**
 * Staff had no way to the admin but typing /admin: the profile offered a buyer's links only. It
 * links the admin for every staff role, and not for a buyer.
 */
describe('the profile’s link to the admin', () => {
  it.each(['contributor', 'editor', 'admin'] as const)('is there for the %s role', (role) => {
    expect(profileOf(role)).toMatch(editorTools);
  });

  it('is not there for a buyer', () => {
    const html = profileOf('user');
    expect(html).toContain('Change password');
    expect(html).not.toMatch(editorTools);
  });
});
