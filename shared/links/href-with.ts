import { withoutOneTimeParams } from '#schema/one-time-params';

/**
 * The current URL with some query parameters changed (null removes one): page links, view links
 * and close links keep every other filter, so results stay shareable; a form's one-time outcome
 * (isOneTimeParam) stays on the page it was reported to.
 */
export function hrefWith(
  location: { pathname: string; search: string },
  changes: Record<string, string | null>,
): string {
  const params = withoutOneTimeParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const qs = params.toString();
  return `${location.pathname}${qs ? `?${qs}` : ''}`;
}
