import { describe, expect, it } from 'vitest';
import { redirect } from 'react-router';
import { keepingFragment } from './redirect-fragment';

/** Where a loader's thrown redirect leads, once keepingFragment has seen it. */
async function leadsTo(hash: string, location: string): Promise<string | null> {
  try {
    await keepingFragment(
      () => hash,
      () => Promise.reject(redirect(location)),
    );
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
  return null;
}

describe('keepingFragment', () => {
  it('gives a redirect without a fragment the fragment of the address it answers', async () => {
    expect(await leadsTo('#watched-lots', '/login?redirect=%2Fprofile')).toBe(
      '/login?redirect=%2Fprofile#watched-lots',
    );
  });

  it('leaves a redirect with a fragment of its own, and any when there is none to keep', async () => {
    expect(await leadsTo('#watched-lots', '/profile#saved-searches')).toBe(
      '/profile#saved-searches',
    );
    expect(await leadsTo('', '/login?redirect=%2Fprofile')).toBe('/login?redirect=%2Fprofile');
    expect(await leadsTo('#', '/login')).toBe('/login');
  });

  it('passes data and other errors through', async () => {
    expect(
      await keepingFragment(
        () => '#a',
        () => Promise.resolve(7),
      ),
    ).toBe(7);
    const error = new Error('no');
    await expect(
      keepingFragment(
        () => '#a',
        () => Promise.reject(error),
      ),
    ).rejects.toBe(error);
  });
});
