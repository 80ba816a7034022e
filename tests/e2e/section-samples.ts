/** One realistic section of every registered type, for the 375 px screenshots. */
const p = (text: string) => ({ kind: 'paragraph', spans: [{ text }] });

export const SECTION_SAMPLES: Array<Record<string, unknown>> = [
  {
    type: 'hero',
    id: 'hero',
    title: 'Buying at auction, step by step',
    subtitle: 'Guide prices, legal packs and what happens when the hammer falls.',
    ctas: [
      { label: 'Browse lots', href: '/listings', style: 'primary' },
      { label: 'Auction houses', href: '/auctioneers', style: 'secondary' },
    ],
  },
  {
    type: 'search-section',
    id: 'search',
    title: 'Find a property',
    tabs: [
      {
        id: 'properties',
        label: 'Properties',
        dataset: 'auction_properties',
        controls: [
          { id: 'location', type: 'location', label: 'Location', radius_miles: [1, 5, 10] },
          {
            id: 'guide',
            type: 'min-max',
            label: 'Guide price (£)',
            min_field: 'guide_price_min',
            max_field: 'guide_price_max',
          },
        ],
        presets: [{ label: 'Leeds', control_id: 'location', value: 'leeds' }],
      },
      {
        id: 'houses',
        label: 'Auction Houses',
        dataset: 'auction_houses',
        controls: [{ id: 'name', type: 'text', label: 'Name', field: 'search' }],
      },
    ],
  },
  {
    type: 'insight-banners',
    id: 'insights',
    title: 'The market today',
    items: [
      { label: 'Lots available now', metric: 'lots_available', href: '/listings' },
      { label: 'Auction houses listed', metric: 'auction_houses' },
      { label: 'Typical completion', value: '28 days', caption: 'after the auction' },
    ],
  },
  {
    type: 'article-block',
    id: 'how-it-works',
    eyebrow: 'Guide',
    title: 'How a property auction works',
    body: [
      p('Exchange happens when the hammer falls; completion usually follows within 28 days.'),
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'Read the legal pack' }], [{ text: 'Arrange finance' }]],
      },
    ],
    image: { src: '/favicon.svg', alt: '' },
    image_position: 'right',
    cta: { label: 'Read the guide', href: '/articles' },
  },
  {
    type: 'rich-text',
    id: 'fees',
    title: 'Fees to budget for',
    blocks: [
      { kind: 'heading', level: 2, text: 'Buyer’s premium' },
      p('Most auction houses charge a buyer’s premium or administration fee on top of the price.'),
      { kind: 'quote', text: 'Always read the special conditions of sale.' },
    ],
  },
  {
    type: 'cards-by-query',
    id: 'ending-soon',
    title: 'Auctions coming up',
    query: {
      dataset: 'auction_properties',
      filters: [{ field: 'auction_date', op: '_gte', value: 'NOW' }],
      order: [{ field: 'auction_date', direction: 'asc' }],
      limit: 3,
    },
    view_all: { label: 'All lots', href: '/listings' },
  },
  {
    type: 'dynamic-cards',
    id: 'start-here',
    title: 'Start here',
    columns: 3,
    cards: [
      {
        title: 'First-time buyers',
        body: 'What to check before you bid.',
        badge: 'Guide',
        href: '/articles',
      },
      {
        title: 'Selling at auction',
        body: 'How to choose an auction house.',
        href: '/auctioneers',
      },
    ],
  },
  { type: 'article-list', id: 'guides', title: 'Latest guides', limit: 3 },
  { type: 'news-list', id: 'news', title: 'Market news', category: 'Market news', limit: 3 },
  {
    type: 'contact-form',
    id: 'contact',
    title: 'Ask our team',
    intro: 'Questions about a lot or an auction house? We reply within two working days.',
    subjects: ['Buying', 'Selling', 'Something else'],
  },
];
