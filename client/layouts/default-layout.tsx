import type { ReactNode } from 'react';
import { SiteFrame } from './site-frame';

/** Content pages: header, a centred column, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame mainClassName="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6">
      {children}
    </SiteFrame>
  );
}
