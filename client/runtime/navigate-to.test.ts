import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNavigateTo, navigateTo, planNavigation } from './navigate-to';

const ORIGIN = 'https://auctions.test';

function setup() {
  const navigate = vi.fn(
    async (_to: string, _opts: { replace: boolean; state?: unknown }) => undefined,
  );
  const location = { origin: ORIGIN, assign: vi.fn(), replace: vi.fn() };
  const unbind = bindNavigateTo({ navigate, location });
  return { navigate, location, unbind };
}

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

describe('navigateTo: blocked protocols', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    'jav ascript:alert(1)',
    'javascript :alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    '  data:,x',
    'blob:https://auctions.test/1234',
    'BLOB:https://auctions.test/1234',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    '\n vbscript:msgbox(1)',
  ])('rejects %j, even with external: true', async (to) => {
    const s = setup();
    unbind = s.unbind;
    for (const options of [{}, { external: true }, { external: true, replace: true }]) {
      await expect(navigateTo(to, options)).rejects.toThrow(
        /javascript:, data:, blob: and vbscript: URLs are not allowed/,
      );
    }
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.location.assign).not.toHaveBeenCalled();
    expect(s.location.replace).not.toHaveBeenCalled();
  });

  it('lets through paths that merely contain the words', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('/articles/javascript:-a-history');
    await navigateTo('/search?q=data:1');
    expect(s.navigate).toHaveBeenCalledTimes(2);
  });
});

describe('navigateTo: external URLs', () => {
  it.each([
    'https://www.gov.uk/search-property-information-land-registry',
    'http://auctions.test/x',
    '//evil.test/path',
    '/\\evil.test/path',
    ' https://evil.test',
    'mailto:info@auctions.test',
    'tel:+441234567890',
  ])('%j throws without the external option', async (to) => {
    const s = setup();
    unbind = s.unbind;
    await expect(navigateTo(to)).rejects.toThrow(/external URL is not allowed.*external: true/);
    expect(s.location.assign).not.toHaveBeenCalled();
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('with external: true loads the page with location.assign', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('https://www.gov.uk/x?a=1', { external: true });
    expect(s.location.assign).toHaveBeenCalledWith('https://www.gov.uk/x?a=1');
    expect(s.location.replace).not.toHaveBeenCalled();
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('with external and replace uses location.replace', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('https://www.gov.uk/', { external: true, replace: true });
    expect(s.location.replace).toHaveBeenCalledWith('https://www.gov.uk/');
    expect(s.location.assign).not.toHaveBeenCalled();
  });

  it('external: true on a site path forces a full page load', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('/listings', { external: true });
    expect(s.location.assign).toHaveBeenCalledWith(`${ORIGIN}/listings`);
    expect(s.navigate).not.toHaveBeenCalled();
  });
});

describe('navigateTo: site paths', () => {
  it('uses the router, pushing by default', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('/listings?view=grid#top');
    expect(s.navigate).toHaveBeenCalledWith('/listings?view=grid#top', { replace: false });
    expect(s.location.assign).not.toHaveBeenCalled();
  });

  it('passes replace to the router', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('/profile', { replace: true });
    expect(s.navigate).toHaveBeenCalledWith('/profile', { replace: true });
  });

  it('passes history state to the router (a notice for the next page)', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('/admin', { state: { notice: '/about was deleted.' } });
    expect(s.navigate).toHaveBeenCalledWith('/admin', {
      replace: false,
      state: { notice: '/about was deleted.' },
    });
  });

  it('resolves relative paths and trims the whitespace browsers ignore', async () => {
    const s = setup();
    unbind = s.unbind;
    await navigateTo('  /auctioneers\n');
    await navigateTo('listings');
    expect(s.navigate.mock.calls.map((c) => c[0])).toEqual(['/auctioneers', '/listings']);
  });

  it('without a bound router falls back to a full page load', async () => {
    const location = { origin: ORIGIN, assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('window', { location });
    try {
      await navigateTo('/listings', { replace: true });
      expect(location.replace).toHaveBeenCalledWith('/listings');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('unbinding only removes the same binding', () => {
    const a = setup();
    const b = setup();
    a.unbind();
    expect(planNavigation('/x', ORIGIN)).toEqual({ kind: 'router', href: '/x' });
    unbind = b.unbind;
  });
});
