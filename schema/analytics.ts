/**
 * Analytics configuration, shared by the server (root data, CSP) and the browser (script loader).
 * GA4 (gtag.js) by default; Plausible-style when a script URL is configured. Use Plausible's
 * `script.manual.js` variant: page views are sent by client/runtime/analytics.ts, and the
 * automatic variant would count every client navigation twice.
 */
export type AnalyticsConfig =
  { kind: 'ga4'; id: string } | { kind: 'plausible'; id: string; scriptUrl: string };

/** No id, no analytics: nothing is loaded and nothing is sent. */
export function resolveAnalytics(
  id: string | null | undefined,
  scriptUrl?: string | null,
): AnalyticsConfig | null {
  const trimmed = id?.trim();
  if (!trimmed) return null;
  return scriptUrl ? { kind: 'plausible', id: trimmed, scriptUrl } : { kind: 'ga4', id: trimmed };
}

export function analyticsScriptUrl(config: AnalyticsConfig): string {
  return config.kind === 'ga4'
    ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.id)}`
    : config.scriptUrl;
}

export interface AnalyticsCspSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The origins the tracker needs in the page's CSP, and nothing more. GA4: Google's published list
 * (gtag.js from googletagmanager, hits to google-analytics / analytics.google, pixel fallbacks);
 * Plausible: the script's own origin, where it also posts its events.
 */
export function analyticsCspSources(config: AnalyticsConfig | null): AnalyticsCspSources {
  if (!config) return { script: [], connect: [], img: [] };
  if (config.kind === 'plausible') {
    const origin = new URL(config.scriptUrl).origin;
    return { script: [origin], connect: [origin], img: [] };
  }
  return {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}
