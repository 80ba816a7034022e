import { describe, expect, it } from 'vitest';
import { parseDetailSections, type LoadedDetailSection } from '#sections/detail/layout-document';
import type { LotRecord } from '#schema/entities';
import { renderWithRouter } from '#sections/test-render';
import { DetailSections } from './detail-sections';
import { DETAIL_REGISTRY, type DetailType } from './registry';
import { TEST_LOT } from './test-lot';
import { TEST_COMPARABLES } from './comparables/test-comparables';

/** A good document for every detail type, what its SSR must show for TEST_LOT, and a bad variant. */
const CASES: Record<
  DetailType,
  {
    good: Record<string, unknown>;
    /** A loaded section's server data (sections with a loader). */
    data?: unknown;
    shows: string[];
    hides?: string[];
    bad: Record<string, unknown>;
  }
> = {
  description: {
    good: { type: 'description', id: 'd', heading: 'About this lot' },
    shows: ['<h2', 'About this lot', 'A bay-fronted terrace.\nNeeds modernising.'],
    bad: { type: 'description', id: 'd', heading: '' },
  },
  comparables: {
    good: { type: 'comparables', id: 'c', recent_count: 2 },
    data: TEST_COMPARABLES,
    shows: [
      'Sold prices nearby',
      '12 sales of houses in LS6 in the last 24 months',
      'LS6 1 had only 3 sales, so these figures cover the whole LS6 district.',
      '£231,000',
      '£120,000 – £415,500',
      '7 Wellington Road, LS6 1TT',
      'dateTime="2026-10-03"',
      'Semi-detached',
      'href="/sold-house-prices?location=LS6&amp;property_type=D%2CS%2CT&amp;date_from=2024-11-25&amp;date_to=2026-11-24"',
      'href="/postcodes/ls6"',
      'href="/locations/england/west-yorkshire/leeds"',
    ],
    bad: { type: 'comparables', id: 'c', months: 600 },
  },
  information: {
    good: {
      type: 'information',
      id: 'i',
      facts: [
        { field: 'tenure' },
        { field: 'lot_number', label: 'Lot' },
        { field: 'auction_date' },
        { field: 'guide_price' },
      ],
    },
    shows: [
      'Key facts',
      'Tenure',
      'Freehold',
      '>Lot<',
      '27',
      'Auction Date',
      '12 March, 2026, 10:00 GMT',
      '£150,000 – £175,000',
    ],
    hides: ['Lot number', 'Bedrooms'],
    bad: { type: 'information', id: 'i', facts: [{ field: 'tenure' }, { field: 'tenure' }] },
  },
  location: {
    good: { type: 'location', id: 'l', show_coordinates: true },
    shows: [
      '<address',
      '14 Brudenell Road',
      'href="/postcodes/ls6" data-discover="true">LS6 1BD',
      'href="/locations/england/west-yorkshire/leeds" data-discover="true">Hyde Park, Leeds</a>',
      'href="/listings?view=map&amp;near=53.81670,-1.57470&amp;radius=5"',
      'See lots nearby on the map',
      'role="img"',
      'marking the lot in Hyde Park, Leeds',
      'href="/maps/uk-outline.svg"',
      '53.81670, -1.57470',
    ],
    hides: ['data-lot-map-mount', 'maplibre'],
    bad: { type: 'location', id: 'l', map: 'google' },
  },
  history: {
    good: { type: 'history', id: 'h', order: 'newest-first' },
    shows: [
      'History',
      'Guide price changed',
      'Sold',
      '£182,500',
      'dateTime="2026-03-12"',
      'Auction',
    ],
    bad: { type: 'history', id: 'h', order: 'sideways' },
  },
  raw: {
    good: { type: 'raw', id: 'r' },
    shows: [
      '<details',
      '<summary',
      'All details',
      'Postcode district',
      'LS6',
      'Latitude',
      'Spring sale',
      'Leeds Town Hall',
      '20 January 2026',
    ],
    hides: ['Legal pack url', 'Image urls', 'Sale phase', 'Location slug', 'ls6'],
    bad: { type: 'raw', id: 'r', all_fields: 'yes' },
  },
};

const render = (sections: LoadedDetailSection[], lot: LotRecord = TEST_LOT) =>
  renderWithRouter(<DetailSections sections={sections} lot={lot} />);
const parsed = (...raw: Array<Record<string, unknown>>) =>
  parseDetailSections(raw as Array<{ type: string }>);

describe('detail registry', () => {
  it('has a test case for every registered detail type', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(DETAIL_REGISTRY).sort());
  });
});

describe.each(Object.entries(CASES))('%s detail section', (type, c) => {
  it('accepts a good document and rejects a bad one', () => {
    const schema = DETAIL_REGISTRY[type as DetailType].schema;
    expect(schema.safeParse(c.good).success).toBe(true);
    expect(schema.safeParse(c.bad).success).toBe(false);
  });

  it('renders the lot on the server', () => {
    const html = render(parsed(c.good).sections.map((s) => (c.data ? { ...s, data: c.data } : s)));
    expect(html).toContain(`data-section="${type}"`);
    for (const text of c.shows) expect(html).toContain(text);
    for (const text of c.hides ?? []) expect(html).not.toContain(text);
  });

  it('is skipped with a reported issue when invalid, without affecting its neighbours', () => {
    const { sections, issues } = parsed(c.bad, CASES.description.good);
    expect(sections.map((s) => s.id)).toEqual(['d']);
    expect(issues).toEqual([expect.objectContaining({ index: 0, type })]);
    expect(issues[0]!.issues.length).toBeGreaterThan(0);
  });
});

describe('the detail sections of a lot page', () => {
  it('render in the layout order', () => {
    const html = render(
      parsed(CASES.raw.good, CASES.history.good, CASES.information.good).sections,
    );
    const order = [...html.matchAll(/data-section="([a-z]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['raw', 'history', 'information']);
  });

  it('skip unknown types, as content sections do', () => {
    const { sections, issues } = parsed({ type: 'mortgage-calculator', id: 'm' }, CASES.raw.good);
    expect(sections.map((s) => s.type)).toEqual(['raw']);
    expect(issues[0]).toMatchObject({ index: 0, type: 'mortgage-calculator' });
  });

  it('start folded when collapsed, as a native disclosure', () => {
    const open = render(parsed({ type: 'history', id: 'h' }).sections);
    const folded = render(parsed({ type: 'history', id: 'h', collapsed: true }).sections);
    expect(open).not.toContain('<details');
    expect(folded).toMatch(/<details[^>]*>\s*<summary[^>]*><h2/);
  });

  it('leave out what the lot does not have', () => {
    const bare: LotRecord = {
      ...TEST_LOT,
      description: null,
      history: [],
      auction_date: null,
      lat: null,
      lng: null,
    };
    const html = render(
      parsed(
        { type: 'description', id: 'd' },
        { type: 'history', id: 'h' },
        { type: 'location', id: 'l' },
        {
          type: 'information',
          id: 'i',
          facts: [{ field: 'bedrooms' }, { field: 'auction_date' }],
          hide_empty: true,
        },
      ).sections,
      { ...bare, bedrooms: null },
    );
    expect(html).not.toContain('Description');
    expect(html).not.toContain('History');
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('Key facts');
    expect(html).toContain('14 Brudenell Road');
  });

  it('say so when a description is missing and the editors wrote a message for it', () => {
    const html = render(
      parsed({
        type: 'description',
        id: 'd',
        empty_message: 'The auctioneer has not described this lot yet.',
      }).sections,
      { ...TEST_LOT, description: '  ' },
    );
    expect(html).toContain('The auctioneer has not described this lot yet.');
  });

  it('show every field in the raw listing when asked, escaped rather than as HTML', () => {
    const lot = { ...TEST_LOT, address: '<img src=x onerror=alert(1)>' };
    const html = render(parsed({ type: 'raw', id: 'r', all_fields: true }).sections, lot);
    expect(html).toContain('Legal pack url');
    expect(html).toContain('Sold price');
    expect(html).toContain('£182,500');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('mark the lot where it is on the drawn map, and draw no map for a point outside the UK', () => {
    const marker = (lat: number, lng: number) => {
      const html = render(parsed({ type: 'location', id: 'l' }).sections, {
        ...TEST_LOT,
        lat,
        lng,
      });
      const m = /<circle cx="([\d.]+)" cy="([\d.]+)"[^>]*data-marker/.exec(html);
      return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
    };
    const leeds = marker(53.8, -1.55)!;
    const london = marker(51.5, -0.12)!;
    const belfast = marker(54.6, -5.93)!;
    expect(london.y).toBeGreaterThan(leeds.y);
    expect(london.x).toBeGreaterThan(leeds.x);
    expect(belfast.x).toBeLessThan(leeds.x);
    expect(marker(48.86, 2.35)).toBeNull();
  });

  it('offer a mount point for the interactive map, with the drawn map inside until it loads', () => {
    const html = render(parsed({ type: 'location', id: 'l', map: 'interactive' }).sections);
    expect(html).toMatch(/data-lot-map-mount=""[^>]*>\s*<svg[^>]*role="img"/);
    const none = render(parsed({ type: 'location', id: 'l', map: 'none' }).sections);
    expect(none).not.toContain('<svg');
    expect(none).toContain('See lots nearby on the map');
  });

  it('link to the map around the lot, or around its district when it has no position', () => {
    const html = render(parsed({ type: 'location', id: 'l' }).sections, {
      ...TEST_LOT,
      lat: null,
      lng: null,
    });
    expect(html).toContain('href="/listings?view=map&amp;location=ls6"');
  });
});
