import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import {
  Link,
  NavLink,
  useHref,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { createLinkIntent, getPrefetcher } from '#client/runtime/prefetch';

interface PrefetchProps {
  /**
   * `viewport` (default): on screen, hover or focus; `intent`: hover or focus only; `none`. The
   * rules (connection, 1 s payload delay, 4 at once) live in client/runtime/prefetch.ts. Same
   * words as React Router's framework-mode `prefetch`, which data mode ignores.
   */
  prefetch?: 'viewport' | 'intent' | 'none';
}

type AnchorEvents = Pick<LinkProps, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;

/**
 * Hover, focus or being on screen prefetches the target's route code and `_payload.json`. The
 * server renders a plain `<a href>`; nothing happens before the client runtime is installed.
 */
function usePrefetchProps<P extends AnchorEvents & Pick<LinkProps, 'to' | 'reloadDocument'>>({
  prefetch = 'viewport',
  ...props
}: P & PrefetchProps) {
  const href = useHref(props.to);
  const location = useLocation();
  // The page on screen needs no prefetch (the current page number, the active nav item).
  const enabled =
    prefetch !== 'none' &&
    !props.reloadDocument &&
    href !== `${location.pathname}${location.search}`;
  const [intent] = useState(createLinkIntent);
  // A ref, not state: a state setter as the ref re-rendered every link on the page once more,
  // synchronously, right after hydration. The anchor is attached before effects run.
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const prefetcher = getPrefetcher();
    if (!enabled || prefetch !== 'viewport' || !anchor.current || !prefetcher) return;
    return prefetcher.observe(anchor.current, href);
  }, [href, enabled, prefetch]);
  useEffect(() => intent.stop, [intent]);

  const start = () => enabled && intent.start(href);
  return {
    ...props,
    ref: anchor,
    onPointerEnter: (e: PointerEvent<HTMLAnchorElement>) => {
      props.onPointerEnter?.(e);
      start();
    },
    onFocus: (e: FocusEvent<HTMLAnchorElement>) => {
      props.onFocus?.(e);
      start();
    },
    onPointerLeave: (e: PointerEvent<HTMLAnchorElement>) => {
      props.onPointerLeave?.(e);
      intent.stop();
    },
    onBlur: (e: FocusEvent<HTMLAnchorElement>) => {
      props.onBlur?.(e);
      intent.stop();
    },
  };
}

type PrefetchLinkProps = Omit<LinkProps, 'prefetch'> & PrefetchProps;

/** React Router's Link with prefetching; use it for every in-app link a visitor may follow. */
export function PrefetchLink(props: PrefetchLinkProps) {
  return IS_SERVER && plainHref(props.to) !== null ? (
    <ServerAnchor {...props} />
  ) : (
    <BrowserLink {...props} />
  );
}

function BrowserLink(props: PrefetchLinkProps) {
  return <Link {...usePrefetchProps(props)} />;
}

const IS_SERVER = typeof document === 'undefined';

/**
 * An absolute in-app address React Router would write unchanged as the link's `href`: no
 * `.`/`..` segment, doubled slash, empty `?` or hash, nothing that needs encoding. Anything else
 * (and every link in the browser) goes through React Router's Link.
 */
const PLAIN_PATH =
  /^(?:\/[\w\-~!$&'()*+,;=:@%]+(?:\.[\w\-~!$&'()*+,;=:@%]+)*)*\/?(?:\?[\w\-.~!$&'()*+,;=:@%/?]+)?$/;

export function plainHref(to: LinkProps['to']): string | null {
  return typeof to === 'string' && PLAIN_PATH.test(to) ? to : null;
}

/**
 * On the server, the `<a>` React Router's Link renders for a plain address, written directly:
 * the Link's route resolution (useHref, useResolvedPath, the click handler's hooks) was about a
 * tenth of a page's server render, for ~40 links a page whose `href` is the address as given.
 * The browser hydrates the same markup with the real Link (prefetch-link.test.tsx holds the two
 * identical).
 */
function ServerAnchor({
  to,
  discover = 'render',
  prefetch: _prefetch,
  relative: _relative,
  reloadDocument: _reloadDocument,
  replace: _replace,
  mask: _mask,
  state: _state,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  target,
  ...anchor
}: PrefetchLinkProps) {
  return (
    <a
      {...anchor}
      href={to as string}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

/**
 * React Router's Link without prefetching, for links a visitor rarely follows or that lead to the
 * page on screen (chips, pagination, breadcrumbs, the footer): on the server a plain address is
 * written directly, as PrefetchLink does. The only Link the site's pages import (lint holds it).
 */
export function AppLink(props: Omit<LinkProps, 'prefetch'>) {
  return IS_SERVER && plainHref(props.to) !== null ? (
    <ServerAnchor {...props} />
  ) : (
    <Link {...props} />
  );
}

type PrefetchNavLinkProps = Omit<NavLinkProps, 'prefetch'> & PrefetchProps;

/** NavLink (active state) with prefetching, for navigation bars. */
export function PrefetchNavLink(props: PrefetchNavLinkProps) {
  return IS_SERVER && plainHref(props.to) !== null ? (
    <ServerNavAnchor {...props} />
  ) : (
    <BrowserNavLink {...props} />
  );
}

function BrowserNavLink(props: PrefetchNavLinkProps) {
  return <NavLink {...usePrefetchProps(props)} />;
}

/**
 * On the server, what NavLink writes for a plain address: its active test (the address's path is
 * the page's, or a parent of it unless `end`; case-insensitive unless `caseSensitive`), with no
 * navigation pending or view transition, then the same anchor as ServerAnchor. Markup identical
 * to NavLink's (prefetch-link.test.tsx).
 */
function ServerNavAnchor({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  children,
  ...props
}: PrefetchNavLinkProps) {
  const path = useLocation().pathname;
  const to = (props.to as string).split('?')[0]!;
  const [here, target] = caseSensitive ? [path, to] : [path.toLowerCase(), to.toLowerCase()];
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerAnchor
      {...props}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </ServerAnchor>
  );
}
