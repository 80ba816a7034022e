import { useEffect } from 'react';
import type { PageMeta as Meta } from '#shared/routes/page-meta';
import { scriptSafeJson } from '#schema/script-safe-json';
import { JSON_LD_ELEMENT_ID, SITE_NAME } from '#shared/routes/page-meta';

/**
 * React hoists <title>, <meta> and <link> into <head> but renders inline scripts in place, so the
 * server document writes the first page's JSON-LD into <head> and this keeps it in step after
 * client navigations (a data block is never executed, so it needs no nonce there).
 */
function useHeadJsonLd(jsonLd: Meta['jsonLd']) {
  const text = jsonLd ? scriptSafeJson(jsonLd) : '';
  useEffect(() => {
    let el = document.getElementById(JSON_LD_ELEMENT_ID);
    if (!text) {
      el?.remove();
      return;
    }
    if (!el) {
      el = document.createElement('script');
      el.id = JSON_LD_ELEMENT_ID;
      el.setAttribute('type', 'application/ld+json');
      document.head.append(el);
    }
    if (el.textContent !== text) el.textContent = text;
  }, [text]);
}

/** React 19 hoists these into <head>, on the server stream and on client navigation alike. */
export function PageMeta({ meta, canonical }: { meta: Meta; canonical?: string | undefined }) {
  useHeadJsonLd(meta.jsonLd);
  const title = meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`;
  const href = meta.canonical ?? canonical;
  return (
    <>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {href ? <link rel="canonical" href={href} /> : null}
    </>
  );
}
