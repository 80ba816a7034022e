import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { HydrateLater } from '#client/app/hydrate-later';

/** Header, the page's `<main>` and footer: what every layout shares, `mainClassName` aside. */
export function SiteFrame({
  mainClassName,
  children,
}: {
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* Header, page and footer hydrate in tasks of their own, not in one (decision 061). */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1} className={mainClassName}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
