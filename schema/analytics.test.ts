import { describe, expect, it } from 'vitest';
import { analyticsCspSources, analyticsScriptUrl, resolveAnalytics } from './analytics';

describe('resolveAnalytics', () => {
  it.each([undefined, null, '', '   '])('no id (%j) → null', (id) => {
    expect(resolveAnalytics(id)).toBeNull();
    expect(resolveAnalytics(id, 'https://plausible.io/js/script.manual.js')).toBeNull();
  });

  it('GA4 by default, Plausible-style with a script URL', () => {
    expect(resolveAnalytics(' G-ABC123 ')).toEqual({ kind: 'ga4', id: 'G-ABC123' });
    expect(resolveAnalytics('auctions.test', 'https://plausible.io/js/script.manual.js')).toEqual({
      kind: 'plausible',
      id: 'auctions.test',
      scriptUrl: 'https://plausible.io/js/script.manual.js',
    });
  });
});

describe('analyticsScriptUrl', () => {
  it('GA4 loads gtag.js for the id; Plausible loads the configured script', () => {
    expect(analyticsScriptUrl({ kind: 'ga4', id: 'G-A B' })).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-A%20B',
    );
    expect(
      analyticsScriptUrl({ kind: 'plausible', id: 'x.test', scriptUrl: 'https://p.test/s.js' }),
    ).toBe('https://p.test/s.js');
  });
});

describe('analyticsCspSources', () => {
  it('no config → no extra origin anywhere', () => {
    expect(analyticsCspSources(null)).toEqual({ script: [], connect: [], img: [] });
  });

  it('GA4: the script origin is allowed, and hits may go to Google Analytics', () => {
    const csp = analyticsCspSources(resolveAnalytics('G-ABC123'));
    const scriptHost = new URL(analyticsScriptUrl({ kind: 'ga4', id: 'G-ABC123' })).host;
    expect(csp.script.some((s) => scriptHost.endsWith(s.replace('https://*', '')))).toBe(true);
    expect(csp.connect).toContain('https://*.google-analytics.com');
  });

  it("Plausible: only the script's origin, for the script and its events", () => {
    const csp = analyticsCspSources(
      resolveAnalytics('auctions.test', 'https://stats.example.org/js/script.manual.js'),
    );
    expect(csp).toEqual({
      script: ['https://stats.example.org'],
      connect: ['https://stats.example.org'],
      img: [],
    });
  });
});
