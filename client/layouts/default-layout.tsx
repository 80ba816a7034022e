import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { HydrateLater } from '#client/app/hydrate-later';

/** Content pages: header, a centred column, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* Header, page and footer hydrate in tasks of their own, not in one (decision 061). */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6"
        >
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
