import type { ReactNode } from 'react';
import { SiteFrame } from './site-frame';

/** Home and profile: full-bleed main so sections draw their own bands. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return <SiteFrame mainClassName="w-full flex-1 outline-none">{children}</SiteFrame>;
}
