import { useEffect } from 'react';
import type { PageMeta as Meta } from '#shared/routes/page-meta';
import { scriptSafeJson } from '#schema/script-safe-json';
import { JSON_LD_ELEMENT_ID, SITE_NAME } from '#shared/routes/page-meta';

/** The head tags a page owns, worked out once for the server's render and the browser's sync. */
interface HeadTags {
  title: string;
  description: string | undefined;
  noindex: boolean;
  canonical: string | undefined;
  image: string | undefined;
  jsonLd: string;
}

/**
 * `inBrowser` false: the server's render, where the document writes the JSON-LD itself
 * (server/ssr/document.tsx), so it is not serialised a second time here.
 */
function headTags(meta: Meta, canonical: string | undefined, inBrowser: boolean): HeadTags {
  return {
    title: meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`,
    description: meta.description || undefined,
    noindex: meta.noindex === true,
    canonical: meta.canonical ?? canonical,
    image: imageUrl(meta.image, canonical),
    jsonLd: inBrowser && meta.jsonLd ? scriptSafeJson(meta.jsonLd) : '',
  };
}

/** A shared link's preview: the picture large when the page has one. */
const twitterCard = (image: string | undefined) => (image ? 'summary_large_image' : 'summary');

/** og:image must be absolute: a site path is read against the page's own address. */
function imageUrl(image: string | undefined, pageUrl: string | undefined): string | undefined {
  if (!image) return undefined;
  if (!image.startsWith('/')) return image;
  return pageUrl ? new URL(image, pageUrl).href : undefined;
}

/** Sets (or, given undefined, removes) the head element `selector` names, creating it from `make`. */
function syncHeadElement(
  selector: string,
  value: string | undefined,
  make: () => HTMLElement,
  write: (el: HTMLElement, value: string) => void,
) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = make();
    document.head.append(el);
  }
  write(el, value);
}

const element = (tag: string, attrs: Record<string, string>) => () => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
};
const setAttr = (name: string) => (el: HTMLElement, value: string) => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};
const setText = (el: HTMLElement, value: string) => {
  if (el.textContent !== value) el.textContent = value;
};
const meta = (key: 'name' | 'property', name: string, value: string | undefined) =>
  syncHeadElement(
    `meta[${key}="${name}"]`,
    value,
    element('meta', { [key]: name }),
    setAttr('content'),
  );

/**
 * Brings the document head in step with the page on screen after a client navigation. The server
 * writes the first page's tags into <head> (React hoists them there, and the JSON-LD goes in with
 * the CSP nonce); the browser's renderer (Preact, decision 061) renders elements where they stand,
 * so in the browser the tags are kept by this instead of rendered. A data block is never executed,
 * so the JSON-LD needs no nonce here.
 */
function syncHead(tags: HeadTags) {
  if (document.title !== tags.title) document.title = tags.title;
  meta('name', 'description', tags.description);
  meta('name', 'robots', tags.noindex ? 'noindex' : undefined);
  meta('property', 'og:title', tags.title);
  meta('property', 'og:description', tags.description);
  meta('property', 'og:image', tags.image);
  meta('property', 'og:url', tags.canonical);
  meta('name', 'twitter:card', twitterCard(tags.image));
  syncHeadElement(
    'link[rel="canonical"]',
    tags.canonical,
    element('link', { rel: 'canonical' }),
    setAttr('href'),
  );
  syncHeadElement(
    `script#${JSON_LD_ELEMENT_ID}`,
    tags.jsonLd || undefined,
    element('script', { id: JSON_LD_ELEMENT_ID, type: 'application/ld+json' }),
    setText,
  );
}

/** On the server, tags React hoists into <head>; in the browser, nothing in place and a synced head. */
export function PageMeta({ meta, canonical }: { meta: Meta; canonical?: string | undefined }) {
  const inBrowser = typeof document !== 'undefined';
  const tags = headTags(meta, canonical, inBrowser);
  const { title, description, noindex, canonical: href, image, jsonLd } = tags;
  useEffect(
    () => syncHead({ title, description, noindex, canonical: href, image, jsonLd }),
    [title, description, noindex, href, image, jsonLd],
  );
  if (inBrowser) return null;
  return (
    <>
      <title>{tags.title}</title>
      {tags.description ? <meta name="description" content={tags.description} /> : null}
      {tags.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={tags.title} />
      {tags.description ? <meta property="og:description" content={tags.description} /> : null}
      {tags.image ? <meta property="og:image" content={tags.image} /> : null}
      {tags.canonical ? <meta property="og:url" content={tags.canonical} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta name="twitter:card" content={twitterCard(tags.image)} />
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
    </>
  );
}
