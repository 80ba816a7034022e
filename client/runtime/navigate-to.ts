import { isExternalUrl } from '#schema/href-rules';
import { isBlockedHref } from '#schema/href-rules';

export interface NavigateToOptions {
  /** Required to leave the site; also forces a full page load for a site path. */
  external?: boolean;
  replace?: boolean;
  /** History state for a router navigation (e.g. a notice for the next page). */
  state?: unknown;
}

export interface NavigateDeps {
  /** The router's navigate (e.g. `router.navigate`). */
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => unknown;
  location: Pick<Location, 'origin' | 'assign' | 'replace'>;
}

let bound: NavigateDeps | null = null;

/** Binds the app's router and window; returns the unbind (for tests and HMR). */
export function bindNavigateTo(deps: NavigateDeps): () => void {
  bound = deps;
  return () => {
    if (bound === deps) bound = null;
  };
}

/** What a browser does to a URL before reading it: trims C0/space, drops tabs and newlines. */
function normalise(to: string): string {
  // eslint-disable-next-line no-control-regex
  return to.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** Resolves a navigation; throws on blocked protocols and on an unannounced external URL. */
export function planNavigation(
  to: string,
  origin: string,
  options: NavigateToOptions = {},
): { kind: 'document' | 'router'; href: string } {
  if (isBlockedHref(to)) {
    throw new Error(
      `Refusing to navigate to '${to.slice(0, 60)}': javascript:, data:, blob: and vbscript: URLs are not allowed.`,
    );
  }
  const clean = normalise(to);
  const url = new URL(clean, origin);
  // `/\evil.test` parses as `//evil.test`: compare origins, not only the spelling.
  const external = isExternalUrl(clean) || url.origin !== origin;
  if (external && !options.external) {
    throw new Error(
      `Navigating to an external URL is not allowed by default: use navigateTo('${to.slice(0, 100)}', { external: true }).`,
    );
  }
  if (external || options.external) return { kind: 'document', href: url.href };
  return { kind: 'router', href: `${url.pathname}${url.search}${url.hash}` };
}

/** The one navigation function of the client (SPEC §8). */
export async function navigateTo(to: string, options: NavigateToOptions = {}): Promise<void> {
  const location = bound?.location ?? window.location;
  const plan = planNavigation(to, location.origin, options);
  if (plan.kind === 'router' && bound) {
    await bound.navigate(plan.href, { replace: !!options.replace, state: options.state });
    return;
  }
  if (options.replace) location.replace(plan.href);
  else location.assign(plan.href);
}
