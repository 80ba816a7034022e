import { describe, expect, it } from 'vitest';
import { NO_LOTS } from './auction-results';
import {
  absoluteUrl,
  articleJsonLd,
  auctionEventJsonLd,
  breadcrumbListJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
  type ListingJsonLdInput,
} from './json-ld';
import { scriptSafeJson } from './script-safe-json';

const site = { url: 'https://auctions.example.co.uk', name: 'Auction Property UK' };

const lot: ListingJsonLdInput = {
  id: 42,
  title: '3 bed terraced house',
  lot_status: 'Available',
  image_urls: ['/media/lots/42-1.svg', 'https://cdn.example.com/42-2.jpg'],
  location: 'Leeds, West Yorkshire',
  auction_method: 'Traditional',
  auction_end_date: null,
  auction_date: '2026-12-01T10:00:00.000Z',
  guide_price_min: 120000,
  guide_price_max: 140000,
  sold_price: null,
  property_type: 'House',
  auction_house: { id: 7, name: 'Northern Auctions', logo: null },
  description: null,
  address: '12 Cardigan Road',
  postcode: 'LS6 1AB',
  lat: 53.81,
  lng: -1.57,
};

describe('absoluteUrl', () => {
  it('prefixes site paths and keeps absolute URLs', () => {
    expect(absoluteUrl(site.url, '/media/a.svg')).toBe(
      'https://auctions.example.co.uk/media/a.svg',
    );
    expect(absoluteUrl(`${site.url}/`, 'media/a.svg')).toBe(
      'https://auctions.example.co.uk/media/a.svg',
    );
    expect(absoluteUrl(site.url, 'https://cdn.example.com/x.jpg')).toBe(
      'https://cdn.example.com/x.jpg',
    );
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 with absolute item URLs', () => {
    const ld = breadcrumbListJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Postcodes', path: '/postcodes' },
      { name: 'LS6', path: '/postcodes/ls6' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://auctions.example.co.uk/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Postcodes',
        item: 'https://auctions.example.co.uk/postcodes',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'LS6',
        item: 'https://auctions.example.co.uk/postcodes/ls6',
      },
    ]);
  });
});

describe('realEstateListingJsonLd', () => {
  it('describes the lot, its place and its guide price range offered by the auction house', () => {
    const ld = realEstateListingJsonLd(site, lot);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: lot.title,
      url: 'https://auctions.example.co.uk/listings/42',
      image: [
        'https://auctions.example.co.uk/media/lots/42-1.svg',
        'https://cdn.example.com/42-2.jpg',
      ],
      offers: {
        price: 120000,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        priceSpecification: { minPrice: 120000, maxPrice: 140000 },
        seller: { name: 'Northern Auctions', url: 'https://auctions.example.co.uk/auctioneers/7' },
      },
      contentLocation: {
        address: { postalCode: 'LS6 1AB', streetAddress: '12 Cardigan Road' },
        geo: { latitude: 53.81, longitude: -1.57 },
      },
    });
    expect(ld).not.toHaveProperty('description');
  });

  it('a blank status is available, in stock, as the badge and lot_state() read it', () => {
    for (const lot_status of [null, '', '  '])
      expect(realEstateListingJsonLd(site, { ...lot, lot_status }).offers).toMatchObject({
        availability: 'https://schema.org/InStock',
      });
  });

  it('a sold lot offers its sold price as sold out; no price means no offer', () => {
    const sold = realEstateListingJsonLd(site, {
      ...lot,
      lot_status: 'SOLD',
      sold_price: 131000,
    });
    expect(sold.offers).toMatchObject({
      price: 131000,
      availability: 'https://schema.org/SoldOut',
    });
    expect(sold.offers).not.toHaveProperty('priceSpecification');
    const unpriced = realEstateListingJsonLd(site, {
      ...lot,
      guide_price_min: null,
      image_urls: [],
      lat: null,
    });
    expect(unpriced).not.toHaveProperty('offers');
    expect(unpriced).not.toHaveProperty('image');
    expect(unpriced.contentLocation).not.toHaveProperty('geo');
  });
});

describe('organizationJsonLd', () => {
  it('names the house with its logo, contact and website; blank fields are left out', () => {
    const ld = organizationJsonLd(site, {
      id: 7,
      name: 'Northern Auctions',
      logo: '/media/houses/7.svg',
      regions_covered: ['North East', 'Yorkshire and the Humber'],
      phone: '0113 496 0000',
      email: '',
      website: 'https://northern.example.com',
      address: null,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Northern Auctions',
      url: 'https://auctions.example.co.uk/auctioneers/7',
      logo: 'https://auctions.example.co.uk/media/houses/7.svg',
      telephone: '0113 496 0000',
      areaServed: ['North East', 'Yorkshire and the Humber'],
      sameAs: ['https://northern.example.com'],
    });
  });

  it('does not offer a website that is not an http(s) URL', () => {
    const ld = organizationJsonLd(site, {
      id: 1,
      name: 'X',
      logo: null,
      regions_covered: [],
      website: 'javascript:alert(1)',
    });
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('areaServed');
  });
});

describe('articleJsonLd', () => {
  it('has headline, dates, author and the site as publisher', () => {
    const ld = articleJsonLd(site, {
      slug: 'buying-at-auction',
      title: 'Buying at auction',
      excerpt: 'What to check before you bid.',
      cover_image: '/media/articles/buying.svg',
      author: 'Jane Smith',
      category: 'Buying guides',
      published_at: '2026-10-01T08:00:00.000Z',
      updated_at: '2026-10-02T08:00:00.000Z',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Buying at auction',
      url: 'https://auctions.example.co.uk/articles/buying-at-auction',
      image: ['https://auctions.example.co.uk/media/articles/buying.svg'],
      datePublished: '2026-10-01T08:00:00.000Z',
      dateModified: '2026-10-02T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Jane Smith' },
      publisher: { '@type': 'Organization', name: 'Auction Property UK' },
    });
  });
});

describe('auctionEventJsonLd', () => {
  const auction = {
    id: 3,
    title: 'June Sale',
    auction_date: '2027-06-03T10:00:00.000Z',
    auction_end_date: null,
    venue: null,
    online: true,
    house: { id: 7, name: 'Northern Auctions' },
  };

  it('dates the event by its instant, or by the day alone when the feed gave no time', () => {
    expect(auctionEventJsonLd(site, auction).startDate).toBe('2027-06-03T10:00:00.000Z');
    const dayOnly = auctionEventJsonLd(site, {
      ...auction,
      auction_date: '2027-06-03T22:59:59.999Z',
    });
    expect(dayOnly.startDate).toBe('2027-06-03');
  });
  it('claims a scheduled sale only while something is left to bid on', () => {
    const counts = { ...NO_LOTS, lots: 3 };
    const status = (f: Partial<typeof NO_LOTS>, ended = false) =>
      auctionEventJsonLd(site, { ...auction, figures: { ...counts, ...f }, ended }).eventStatus;
    expect(status({})).toBe('https://schema.org/EventScheduled');
    expect(status({ withdrawn: 2, sold: 1 })).toBeUndefined();
    expect(status({ postponed: 3 })).toBe('https://schema.org/EventPostponed');
    expect(status({ withdrawn: 2 })).toBe('https://schema.org/EventScheduled'); // one lot left
    expect(status({ withdrawn: 2, sold: 1 }, true)).toBe('https://schema.org/EventScheduled');
    expect(status({ lots: 0 })).toBe('https://schema.org/EventScheduled'); // catalogue not in yet
    // Found by a walk: a past sale whose every lot was withdrawn claimed it took place as planned.
    expect(status({ withdrawn: 3 }, true)).toBeUndefined();
    expect(status({ withdrawn: 1, postponed: 2 }, true)).toBeUndefined();
    expect(status({ postponed: 3 }, true)).toBe('https://schema.org/EventPostponed');
    expect(status({ withdrawn: 2, unsold: 1 }, true)).toBe('https://schema.org/EventScheduled');
  });
});

describe('JSON-LD in a script element', () => {
  it('record text cannot close the script element and still parses back', () => {
    const ld = realEstateListingJsonLd(site, {
      ...lot,
      title: '</script><script>alert(1)</script>',
    });
    const text = scriptSafeJson(ld);
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
