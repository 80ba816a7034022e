import type { PageMeta as Meta } from '#client/routes/route-table';

export const SITE_NAME = 'Auction Property UK';

/** React 19 hoists these into <head>, on the server stream and on client navigation alike. */
export function PageMeta({ meta, canonical }: { meta: Meta; canonical?: string | undefined }) {
  const title = meta.title === SITE_NAME ? meta.title : `${meta.title} | ${SITE_NAME}`;
  return (
    <>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
    </>
  );
}
