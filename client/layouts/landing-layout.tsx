import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { HydrateLater } from '#client/app/hydrate-later';

/** Home and profile: full-bleed main so sections draw their own bands. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* Header, page and footer hydrate in tasks of their own, not in one (decision 061). */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1} className="w-full flex-1 outline-none">
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
