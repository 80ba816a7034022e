import type { ReactNode } from 'react';
import { PrefetchLink } from '#client/components/prefetch-link';
import { isBlockedHref } from '#schema/href-rules';
import { isExternalUrl } from '#schema/href-rules';

/** CMS links: site paths use client navigation, external ones open normally, blocked protocols render as text. */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isBlockedHref(href)) return <span className={className}>{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <PrefetchLink to={href} className={className}>
      {children}
    </PrefetchLink>
  );
}
