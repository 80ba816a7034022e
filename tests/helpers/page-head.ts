/** What a crawler reads from a page's <head>: title, description, robots, canonical URL and JSON-LD. */
export interface PageHead {
  title: string | null;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  /** The JSON-LD element's nonce and parsed content (it throws if the JSON is invalid). */
  jsonLd: { nonce: string | null; raw: string; data: unknown } | null;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function readHead(html: string): PageHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (re: RegExp) => {
    const m = re.exec(head);
    return m ? decode(m[1]!) : null;
  };
  const ld =
    /<script id="page-json-ld" type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/.exec(head);
  return {
    title: attr(/<title>([\s\S]*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    jsonLd: ld
      ? {
          nonce: /nonce="([^"]*)"/.exec(ld[1]!)?.[1] ?? null,
          raw: ld[2]!,
          data: JSON.parse(ld[2]!),
        }
      : null,
  };
}

/** The script nonce the Content-Security-Policy header allows. */
export function cspNonce(csp: string | undefined): string {
  const m = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '');
  if (!m) throw new Error(`no nonce in CSP: ${csp}`);
  return m[1]!;
}
