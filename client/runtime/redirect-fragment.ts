const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Runs a loader; a redirect it throws to an address without a fragment takes the fragment of the
 * address it answers, as a browser does over an HTTP redirect (the Fetch standard). React Router
 * drops it: followed in the app while signed out, a link to `/profile#watched-lots` went to sign
 * in without it, and signed in, the buyer came back to the profile's top. `hashOf` is read only
 * then: the router may still be being made when a loader starts.
 */
export async function keepingFragment<T>(hashOf: () => string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (thrown) {
    if (thrown instanceof Response && REDIRECT_STATUSES.has(thrown.status)) {
      const location = thrown.headers.get('Location');
      const hash = hashOf();
      if (location && !location.includes('#') && hash.length > 1)
        thrown.headers.set('Location', `${location}${hash}`);
    }
    throw thrown;
  }
}
