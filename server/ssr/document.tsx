import type { ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationData } from './hydration-data.server';
import { scriptSafeJson } from '#schema/script-safe-json';
import type { JsonLd } from '#schema/json-ld';
import { JSON_LD_ELEMENT_ID } from '#shared/routes/page-meta';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from './page-scripts';

/**
 * The data the browser starts from, sent once: with a dehydrated query cache, React Router's
 * hydration data is that cache's single entry (the same object, not a second copy).
 */
function hydrationScript(hydration: HydrationData, dehydrated: DehydratedState | null): string {
  if (!dehydrated) return `window.__staticRouterHydrationData=${scriptSafeJson(hydration)};`;
  return (
    `window.__REACT_QUERY_STATE__=${scriptSafeJson(dehydrated)};` +
    'window.__staticRouterHydrationData=window.__REACT_QUERY_STATE__.queries[0].state.data;'
  );
}

export interface DocumentAssets {
  /** Browser entry module, absent when no client build exists (tests of the server alone). */
  entry?: string | undefined;
  /** The entry's stylesheet text, inlined (decision 055). */
  inlineCss?: string;
  /** Stylesheets of the page's own chunk, linked. */
  css: string[];
  /** Chunks the entry and the page's module import: preloaded with the entry (decision 059). */
  preload: string[];
}

/** The HTML document around the router; only `#root` is hydrated, so this markup stays server-only. */
export function Document({
  nonce,
  assets,
  hydration,
  dehydrated = null,
  jsonLd,
  children,
}: {
  nonce: string;
  assets: DocumentAssets;
  hydration: HydrationData;
  dehydrated?: DehydratedState | null;
  /** The page's schema.org data; `<` is escaped so record text cannot end the element. */
  jsonLd?: JsonLd | JsonLd[] | undefined;
  children: ReactNode;
}) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2a4d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No frame before the whole page is parsed: one style and layout pass instead of one per
            parsed chunk, each after the first paint (decision 059; React marks its shell the
            same way). The element closes the page, right after #root. */}
        {assets.entry ? (
          <link rel="expect" href={`#${PAGE_SCRIPTS_ELEMENT_ID}`} blocking="render" />
        ) : null}
        {assets.inlineCss ? (
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} />
        ) : null}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {jsonLd ? (
          <script
            id={JSON_LD_ELEMENT_ID}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
          />
        ) : null}
      </head>
      <body className="bg-white text-slate-900 antialiased">
        <div id="root">{children}</div>
        {assets.entry ? (
          <script
            id={PAGE_SCRIPTS_ELEMENT_ID}
            type="application/json"
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: scriptSafeJson({
                entry: assets.entry,
                preload: assets.preload,
              } satisfies PageScripts),
            }}
          />
        ) : null}
        <script
          nonce={nonce}
          id="hydration-data"
          dangerouslySetInnerHTML={{
            __html: hydrationScript(hydration, dehydrated),
          }}
        />
      </body>
    </html>
  );
}
