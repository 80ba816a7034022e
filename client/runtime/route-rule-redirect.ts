import type { RouteRule } from '#schema/route-rules';
import { isExternalUrl } from '#schema/href-rules';

/**
 * The redirect target a manifest's route rules give a path, or null. Same precedence as the
 * server's matchRouteRule: an exact path wins over `/prefix/**`; a later prefix rule wins over an
 * earlier one. Internal targets keep the query, as the server's redirect does.
 */
export function redirectTarget(
  rules: Record<string, RouteRule>,
  pathname: string,
  search = '',
): string | null {
  let to = rules[pathname]?.redirect?.to ?? null;
  if (to === null) {
    for (const [pattern, rule] of Object.entries(rules)) {
      if (!pattern.endsWith('/**') || !rule.redirect) continue;
      const prefix = pattern.slice(0, -3);
      if (pathname === prefix || pathname.startsWith(`${prefix}/`)) to = rule.redirect.to;
    }
  }
  if (to === null) return null;
  return isExternalUrl(to) ? to : `${to}${search}`;
}
