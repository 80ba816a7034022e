import { describe, expect, it } from 'vitest';
import { parseSections } from '#sections/page-document';
import { PageSections } from './page-sections';
import { SECTION_REGISTRY, type SectionType } from './registry';
import { renderWithRouter } from './test-render';

const p = (text: string) => ({ kind: 'paragraph', spans: [{ text }] });

/** A good document for every section type, what its SSR must show, and a bad variant. */
const CASES: Record<
  SectionType,
  { good: Record<string, unknown>; data?: unknown; shows: string[]; bad: Record<string, unknown> }
> = {
  hero: {
    good: {
      type: 'hero',
      id: 'h',
      title: 'Bid with confidence',
      subtitle: 'All UK lots',
      ctas: [{ label: 'Browse', href: '/listings' }],
    },
    shows: ['<h1', 'Bid with confidence', 'href="/listings"'],
    bad: { type: 'hero', id: 'h', title: '', ctas: [{ label: 'x', href: 'javascript:alert(1)' }] },
  },
  'article-block': {
    good: {
      type: 'article-block',
      id: 'a',
      title: 'How auctions work',
      body: [p('Exchange on the day.')],
      cta: { label: 'Guide', href: '/articles' },
    },
    shows: ['How auctions work', 'Exchange on the day.', 'href="/articles"'],
    bad: { type: 'article-block', id: 'a', title: 'x', body: [] },
  },
  'rich-text': {
    good: {
      type: 'rich-text',
      id: 'r',
      blocks: [{ kind: 'heading', level: 2, text: 'Fees' }, p('<script>alert(1)</script>')],
    },
    shows: ['<h2', 'Fees', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    bad: { type: 'rich-text', id: 'r', blocks: [{ kind: 'html', html: '<b>x</b>' }] },
  },
  'insight-banners': {
    good: {
      type: 'insight-banners',
      id: 'i',
      items: [
        { label: 'Lots available', metric: 'lots_available' },
        { label: 'Success rate', value: '82%' },
      ],
    },
    data: { lots_available: '2,345' },
    shows: ['2,345', 'Lots available', '82%'],
    bad: {
      type: 'insight-banners',
      id: 'i',
      items: [{ label: 'Both', value: '1', metric: 'lots_available' }],
    },
  },
  'article-list': {
    good: { type: 'article-list', id: 'l', title: 'Guides', limit: 3 },
    data: [
      {
        slug: 'first-auction',
        title: 'Your first auction',
        excerpt: 'What to expect',
        cover_image: null,
        author: 'Sam',
        category: 'Guides',
        published_at: '2026-01-05T00:00:00Z',
      },
    ],
    shows: ['Guides', 'Your first auction', 'href="/articles/first-auction"', '05 January 2026'],
    bad: { type: 'article-list', id: 'l', limit: 50 },
  },
  'cards-by-query': {
    good: {
      type: 'cards-by-query',
      id: 'c',
      title: 'Ending soon',
      query: {
        dataset: 'auction_properties',
        filters: [{ field: 'auction_date', op: '_gte', value: 'NOW' }],
        limit: 3,
      },
    },
    data: [
      {
        id: 7,
        title: '2 bed flat, Leeds',
        lot_status: 'SOLD',
        image_urls: [],
        location: 'Leeds',
        auction_method: 'Modern',
        auction_date: '2026-02-01',
        auction_end_date: '2026-02-10',
        guide_price_min: null,
        sold_price: 150000,
        property_type: 'Flat',
        auction_house: { id: 3, name: 'Northern Auctions', logo: null },
      },
    ],
    shows: [
      'Ending soon',
      '2 bed flat, Leeds',
      'href="/listings/7"',
      'href="/auctioneers/3"',
      'Sold for',
      '£150,000',
      'Auction End Date',
      '10 February, 2026',
    ],
    bad: { type: 'cards-by-query', id: 'c', query: { dataset: 'users', filters: [] } },
  },
  'news-list': {
    good: { type: 'news-list', id: 'n', title: 'Market news' },
    data: [
      {
        slug: 'rates-hold',
        title: 'Rates hold at 4%',
        excerpt: '',
        cover_image: null,
        author: 'Ed',
        category: 'News',
        published_at: '2026-03-02T00:00:00Z',
      },
    ],
    shows: ['Market news', 'Rates hold at 4%', '02 March 2026'],
    bad: { type: 'news-list', id: 'n', limit: 0 },
  },
  'search-section': {
    good: {
      type: 'search-section',
      id: 's',
      title: 'Find a property',
      tabs: [
        {
          id: 'p',
          label: 'Properties',
          dataset: 'auction_properties',
          controls: [
            { id: 'loc', type: 'location', label: 'Location' },
            {
              id: 'g',
              type: 'min-max',
              label: 'Guide price',
              min_field: 'guide_price_min',
              max_field: 'guide_price_max',
            },
          ],
        },
        {
          id: 'h',
          label: 'Auction Houses',
          dataset: 'auction_houses',
          controls: [{ id: 'n', type: 'text', label: 'Name', field: 'search' }],
        },
      ],
    },
    shows: [
      'role="tablist"',
      'Properties',
      'Auction Houses',
      'action="/listings"',
      'name="location"',
      'name="guide_price_min"',
      'name="guide_price_max"',
      'action="/auctioneers"',
    ],
    bad: {
      type: 'search-section',
      id: 's',
      tabs: [
        {
          id: 'p',
          label: 'P',
          dataset: 'auction_properties',
          controls: [{ id: 'g', type: 'min-max', label: 'Guide' }],
        },
      ],
    },
  },
  'contact-form': {
    good: {
      type: 'contact-form',
      id: 'contact',
      title: 'Get in touch',
      subjects: ['Selling', 'Buying'],
    },
    shows: ['Get in touch', 'action="/api/contact"', 'name="website"', 'Selling'],
    bad: { type: 'contact-form', id: 'contact', subjects: [''] },
  },
  'dynamic-cards': {
    good: {
      type: 'dynamic-cards',
      id: 'd',
      title: 'Start here',
      cards: [{ title: 'First-time buyers', body: 'Read this first', href: '/articles/first' }],
    },
    shows: ['Start here', 'First-time buyers', 'href="/articles/first"'],
    bad: { type: 'dynamic-cards', id: 'd', cards: [] },
  },
};

describe('section registry', () => {
  it('has a test case for every registered section type', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(SECTION_REGISTRY).sort());
  });
});

describe.each(Object.entries(CASES))('%s section', (type, c) => {
  it('accepts a good document and rejects a bad one', () => {
    const schema = SECTION_REGISTRY[type as SectionType].schema;
    expect(schema.safeParse(c.good).success).toBe(true);
    expect(schema.safeParse(c.bad).success).toBe(false);
  });

  it('renders on the server', () => {
    const { sections } = parseSections([c.good as { type: string }]);
    const html = renderWithRouter(
      <PageSections sections={sections.map((s) => ({ ...s, data: c.data }))} />,
    );
    for (const text of c.shows) expect(html).toContain(text);
  });

  it('is skipped with a reported issue when invalid, without affecting its neighbours', () => {
    const neighbour = CASES.hero.good;
    const { sections, issues } = parseSections([
      c.bad as { type: string },
      neighbour as { type: string },
    ]);
    expect(sections.map((s) => s.id)).toEqual(['h']);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ index: 0, type });
    expect(issues[0]!.issues.length).toBeGreaterThan(0);
  });
});

describe('unknown sections', () => {
  it('are skipped and reported by type', () => {
    const { sections, issues } = parseSections([
      { type: 'carousel' },
      CASES['rich-text'].good as { type: string },
    ]);
    expect(sections).toHaveLength(1);
    expect(issues[0]).toMatchObject({ index: 0, type: 'carousel' });
  });
});

describe('the page heading', () => {
  const titledText: Record<string, unknown> = {
    ...CASES['rich-text'].good,
    id: 'r2',
    title: 'Buying at auction',
  };
  const headings = (html: string) =>
    [...html.matchAll(/<(h[12])[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);

  it('is the first titled section: a titled rich-text after a hero is a subheading', () => {
    const { sections } = parseSections([CASES.hero.good, titledText] as { type: string }[]);
    const html = renderWithRouter(<PageSections sections={sections} />);
    expect(headings(html)).toEqual(['h1 Bid with confidence', 'h2 Buying at auction', 'h2 Fees']);
  });

  it('is a titled rich-text when it comes first', () => {
    const { sections } = parseSections([titledText] as { type: string }[]);
    const html = renderWithRouter(<PageSections sections={sections} />);
    expect(headings(html)).toEqual(['h1 Buying at auction', 'h2 Fees']);
  });

  it('is never inside a modal, which sits on a page with its own', () => {
    const { sections } = parseSections([CASES.hero.good, titledText] as { type: string }[]);
    const html = renderWithRouter(<PageSections sections={sections} compact />);
    expect(html).not.toContain('<h1');
    expect(headings(html)[0]).toBe('h2 Bid with confidence');
  });
});
