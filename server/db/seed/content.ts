import type { PageDocument } from '#sections/page-document';
import {
  DEFAULT_DETAIL_SECTIONS,
  LISTING_LAYOUT_PATH,
  type DetailLayoutDocument,
} from '#sections/detail/layout-document';
import { slugOfPath } from '#sections/cms-admin';

const p = (text: string) => ({ kind: 'paragraph' as const, spans: [{ text }] });
const h2 = (text: string) => ({ kind: 'heading' as const, level: 2 as const, text });
const ul = (...items: string[]) => ({
  kind: 'list' as const,
  ordered: false,
  items: items.map((text) => [{ text }]),
});

/**
 * How a visitor reaches us: the About page's contact form (decision 147; migration 062 adds it to
 * an About page seeded before). The footer links "About and contact" here.
 */
export const ABOUT_CONTACT_SECTION = {
  type: 'contact-form',
  id: 'about-contact',
  title: 'Contact us',
  intro:
    'A question about a lot, a sold price or listing your auctions with us? Write to us and we will reply by e-mail. For a lot itself (viewings, the legal pack, bidding), the auction house that sells it answers best.',
  subjects: ['A lot or an auction', 'Sold house prices', 'Listing your auctions', 'Something else'],
  success_message: 'Thank you. We will reply within two working days.',
} as const;

type SeedPage = { path: string; isHome?: boolean; document: PageDocument };

/** Editorial pages a fresh install starts with; editors change them in the admin afterwards. */
export const SEED_PAGES: SeedPage[] = [
  {
    path: '/',
    isHome: true,
    document: {
      slug: 'home',
      title: 'UK Property Auctions: lots, auction houses and sold prices',
      layout: 'landing',
      seo: {
        title: 'UK Property Auctions: lots, auction houses and sold prices',
        description:
          'Search thousands of UK auction lots, compare auction houses and check sold house prices.',
        noindex: false,
      },
      sections: [
        {
          type: 'search-section',
          id: 'home-search',
          title: 'Find your next property at auction',
          subtitle:
            'Search UK auction lots, compare auction houses and check what homes really sold for.',
          tabs: [
            {
              id: 'properties',
              label: 'Properties',
              dataset: 'auction_properties',
              controls: [
                {
                  id: 'location',
                  type: 'location',
                  label: 'Location',
                  placeholder: 'Town, county or postcode',
                  radius_miles: [1, 5, 10, 25],
                },
                {
                  id: 'type',
                  type: 'select',
                  label: 'Property type',
                  field: 'property_type',
                  style: 'dropdown',
                  options: [
                    { label: 'Houses', value: 'houses' },
                    { label: 'Flats and maisonettes', value: 'flats' },
                    { label: 'Bungalows', value: 'bungalows' },
                    { label: 'Land and sites', value: 'land' },
                    { label: 'Commercial', value: 'commercial' },
                    { label: 'Mixed use', value: 'mixed-use' },
                  ],
                },
                {
                  id: 'guide',
                  type: 'min-max',
                  label: 'Guide price (£)',
                  min_field: 'guide_price_min',
                  max_field: 'guide_price_max',
                },
              ],
              presets: [
                { label: 'London', control_id: 'location', value: 'london' },
                { label: 'Manchester', control_id: 'location', value: 'manchester' },
                { label: 'Under £100k', control_id: 'guide', value: '0-100000' },
              ],
            },
            {
              id: 'auction-houses',
              label: 'Auction Houses',
              dataset: 'auction_houses',
              controls: [
                {
                  id: 'house',
                  type: 'text',
                  label: 'Auction house',
                  field: 'search',
                  placeholder: 'Name of the auction house',
                },
              ],
              presets: [],
            },
            {
              id: 'sold',
              label: 'Sold House Prices',
              dataset: 'sold_house_prices',
              controls: [
                {
                  id: 'sold-location',
                  type: 'text',
                  label: 'Postcode, street or town',
                  field: 'search',
                  placeholder: 'e.g. SW1A, High Street or Norwich',
                },
                {
                  id: 'sold-type',
                  type: 'select',
                  label: 'Property type',
                  field: 'property_type',
                  options: [
                    { label: 'Detached', value: 'D' },
                    { label: 'Semi-detached', value: 'S' },
                    { label: 'Terraced', value: 'T' },
                    { label: 'Flat', value: 'F' },
                  ],
                },
              ],
              presets: [],
            },
          ],
        },
        {
          type: 'insight-banners',
          id: 'home-insights',
          title: 'The market today',
          items: [
            { label: 'Lots available now', metric: 'lots_available', href: '/listings' },
            { label: 'Auction houses listed', metric: 'auction_houses', href: '/auctioneers' },
            {
              label: 'Average sold price, last 12 months',
              metric: 'average_price_last_12_months',
              href: '/sold-house-prices',
            },
          ],
        },
        {
          type: 'cards-by-query',
          id: 'home-ending-soon',
          title: 'Closing soon',
          subtitle: 'Lots you can still bid on, the soonest to close first.',
          query: {
            dataset: 'auction_properties',
            // closes_at: when bidding ends (an online or Modern sale's end, else the auction day),
            // so lots whose online bidding is already open come first, as on /listings.
            filters: [
              { field: 'lot_status', op: '_ilike', value: 'available' },
              { field: 'closes_at', op: '_gt', value: 'NOW' },
            ],
            order: [
              { field: 'closes_at', direction: 'asc' },
              { field: 'id', direction: 'asc' },
            ],
            limit: 6,
          },
          view_all: { label: 'See all lots', href: '/listings' },
          empty_message: 'No upcoming auctions right now. New lots are added every day.',
        },
        {
          type: 'article-block',
          id: 'home-how-it-works',
          eyebrow: 'Buying at auction',
          title: 'Fast, certain and transparent',
          body: [
            p(
              'In a traditional auction, contracts are exchanged when the hammer falls: you pay a 10% deposit on the day and usually complete within 28 days. Modern method lots are reserved instead: you pay a reservation fee and have 28 days to exchange. Either way, read the legal pack, arrange finance and view the property before you bid.',
            ),
            ul(
              'Check the guide price against local sold prices',
              'Register to bid with the auction house',
              'Set your limit and stick to it',
            ),
          ],
          image_position: 'right',
          cta: { label: 'Read the buying guide', href: '/articles/how-property-auctions-work' },
        },
        {
          type: 'article-list',
          id: 'home-guides',
          title: 'Guides',
          category: 'Buying guides',
          limit: 3,
          view_all: { label: 'All guides', href: '/articles' },
        },
        {
          type: 'news-list',
          id: 'home-news',
          title: 'Market news',
          category: 'Market news',
          limit: 5,
        },
      ],
    },
  },
  {
    path: '/terms-and-conditions',
    document: {
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      layout: 'default',
      seo: { description: 'The terms on which you may use this website.', noindex: false },
      sections: [
        {
          type: 'rich-text',
          id: 'terms-body',
          title: 'Terms and conditions',
          blocks: [
            p(
              'These terms apply to your use of this website. By using the site you accept them. Please read them carefully.',
            ),
            h2('1. About us'),
            p(
              'We publish information about UK property auctions supplied by auction houses and public sources, including HM Land Registry Price Paid Data.',
            ),
            h2('2. Accuracy of listings'),
            p(
              'Lot details, guide prices and auction dates come from the auction houses. Always read the legal pack and confirm details with the auctioneer before bidding. A guide price is not a valuation and the reserve may be higher.',
            ),
            h2('3. Your account'),
            p(
              'Keep your password secret. You are responsible for activity on your account. You can close your account at any time by contacting us.',
            ),
            h2('4. Acceptable use'),
            ul(
              'Do not copy listings in bulk or scrape the site.',
              'Do not try to access accounts that are not yours.',
              'Do not upload unlawful or misleading content.',
            ),
            h2('5. Law'),
            p('These terms are governed by the law of England and Wales.'),
          ],
        },
      ],
    },
  },
  {
    path: '/privacy-policy',
    document: {
      slug: 'privacy-policy',
      title: 'Privacy policy',
      layout: 'default',
      seo: { description: 'How we collect, use and protect your personal data.', noindex: false },
      sections: [
        {
          type: 'rich-text',
          id: 'privacy-body',
          title: 'Privacy policy',
          blocks: [
            p(
              'We take your privacy seriously and process personal data in line with the UK GDPR and the Data Protection Act 2018.',
            ),
            h2('What we collect'),
            ul(
              'Account details: your name and e-mail address.',
              'Preferences: newsletter subscription and saved searches.',
              'Technical data: request logs kept for up to 30 days for security.',
            ),
            h2('How we use it'),
            p(
              'To run your account, send the e-mails you ask for, and keep the service secure. We never sell your data.',
            ),
            h2('Your rights'),
            p('You may ask for a copy of your data, its correction or its deletion at any time.'),
          ],
        },
      ],
    },
  },
  {
    path: '/about',
    document: {
      slug: 'about',
      title: 'About us',
      layout: 'landing',
      seo: {
        description: 'Who we are and why we built a directory of UK property auctions.',
        noindex: false,
      },
      sections: [
        {
          type: 'hero',
          id: 'about-hero',
          title: 'Every UK property auction in one place',
          subtitle:
            'We gather lots from auction houses across the country so buyers can compare them side by side.',
          ctas: [{ label: 'Browse lots', href: '/listings', style: 'primary' }],
        },
        {
          type: 'rich-text',
          id: 'about-body',
          blocks: [
            p(
              'Buying at auction is fast and certain, but the lots are scattered across dozens of auction house websites. We bring them together with sold prices from HM Land Registry so you can judge a guide price in seconds.',
            ),
          ],
        },
        ABOUT_CONTACT_SECTION,
      ],
    },
  },
  {
    path: '/map-access',
    document: {
      slug: 'map-access',
      title: 'Sign in to use the map',
      layout: 'default',
      seo: { noindex: true },
      sections: [
        {
          type: 'rich-text',
          id: 'map-access-body',
          blocks: [
            p(
              'Map search is free for registered users. Create an account or sign in to see every lot on the map and search as you move.',
            ),
          ],
        },
      ],
    },
  },
  {
    path: '/forbidden-content',
    document: {
      slug: 'forbidden-content',
      title: 'Members only',
      layout: 'default',
      seo: { noindex: true },
      sections: [
        {
          type: 'rich-text',
          id: 'forbidden-body',
          blocks: [p('Sign in or create a free account to see this content.')],
        },
      ],
    },
  },
];

/**
 * Layouts of entity pages, published: the lot page's detail sections in the order the page
 * always had (description, key facts, location, history, all details), every option spelled out
 * so editors see what they can change.
 */
export const SEED_LAYOUTS: Array<{ path: string; document: DetailLayoutDocument }> = [
  {
    path: LISTING_LAYOUT_PATH,
    document: {
      slug: slugOfPath(LISTING_LAYOUT_PATH),
      title: 'Lot page layout',
      sections: DEFAULT_DETAIL_SECTIONS,
    },
  },
];

/** Documented in the README: a newcomer signs in with these. */
export const DEMO_USER = {
  email: 'demo@example.co.uk',
  password: 'Auction-demo-2026',
  first_name: 'Demo',
  last_name: 'Buyer',
};
export const DEMO_EDITOR = {
  email: 'editor@example.co.uk',
  password: 'Editor-demo-2026',
  first_name: 'Edith',
  last_name: 'Editor',
};
/** The staff of each role below admin (the demo editor above is the admin since decision 048). */
export const DEMO_STAFF = [
  {
    email: 'copy-editor@example.co.uk',
    password: 'Copyeditor-demo-2026',
    first_name: 'Cody',
    last_name: 'Copy',
    role: 'editor',
  },
  {
    email: 'contributor@example.co.uk',
    password: 'Contributor-demo-2026',
    first_name: 'Connie',
    last_name: 'Tributor',
    role: 'contributor',
  },
] as const;
