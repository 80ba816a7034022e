import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BROWSER_UA } from '../helpers/test-app';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { readHead } from '../helpers/page-head';

const { t, get } = seededDirectoryApp();

const results = (qs: string) => soldResults(t, qs);

const dbCount = (where: string, params?: unknown[]) => soldCount(t, where, params);

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
  const row = (await t.db.query<T>(sql, params)).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const districtOf = (postcode: string | null) => postcode!.split(' ')[0]!.toLowerCase();

describe('/sold-house-prices', () => {
  it('shows 12 sales a page with the configured card rows, the total and crawlable page links', async () => {
    const total = await dbCount('TRUE');
    const res = await get('/sold-house-prices');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${total.toLocaleString('en-GB')} sales`);
    // Every card has the global config's rows (the seeded config labels one "Date of sale").
    expect(res.text.match(/>Date of sale</g)).toHaveLength(12);
    expect(res.text).toContain('href="/sold-house-prices?page=2"');
    const first = await results('');
    const second = await results('page=2');
    const ids = new Set(first.items.map((s) => s.transaction_id));
    expect(second.items).toHaveLength(12);
    expect(second.items.some((s) => ids.has(s.transaction_id))).toBe(false);
  });

  it('location as a postcode district, sector or full postcode narrows the sales and the figures', async () => {
    const { d } = await one<{ d: string }>(
      'SELECT postcode_district AS d FROM sold_house_prices GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    const district = await results(`location=${d.toUpperCase()}`);
    expect(district.stats.count).toBe(await dbCount('postcode_district = $1', [d]));
    const avg = await one<{ avg: number }>(
      'SELECT round(avg(price))::int AS avg FROM sold_house_prices WHERE postcode_district = $1',
      [d],
    );
    expect(district.stats.average).toBe(avg.avg);
    for (const s of district.items) expect(districtOf(s.postcode)).toBe(d);

    const { sector } = await one<{ sector: string }>(
      'SELECT postcode_sector AS sector FROM sold_house_prices WHERE postcode_district = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
      [d],
    );
    const label = sector.replace('/', ' ').toUpperCase();
    const inSector = await results(`location=${encodeURIComponent(label)}`);
    expect(inSector.stats.count).toBe(await dbCount('postcode_sector = $1', [sector]));
    expect(inSector.stats.count).toBeLessThan(district.stats.count);
    for (const s of inSector.items) expect(s.postcode!.startsWith(`${label}`)).toBe(true);

    const { postcode } = await one<{ postcode: string }>(
      'SELECT postcode FROM sold_house_prices GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    // Typed any old way: lower case, no space.
    const unit = await results(`location=${postcode.replace(' ', '').toLowerCase()}`);
    expect(unit.locationLabel).toBe(postcode);
    expect(unit.stats.count).toBe(await dbCount('postcode = $1', [postcode]));
    for (const s of unit.items) expect(s.postcode).toBe(postcode);
  });

  it('location as a place (name or slug) or a postcode area covers all of its districts', async () => {
    const town = await one<{ slug: string; name: string; districts: string[] }>(
      `SELECT l.slug, l.name, array_agg(p.slug) AS districts FROM locations l
         JOIN postcodes p ON p.location_slug = l.slug AND p.kind = 'district'
        WHERE NOT EXISTS (SELECT 1 FROM locations o WHERE lower(o.name) = lower(l.name) AND o.slug <> l.slug)
        GROUP BY l.slug, l.name HAVING count(*) >= 2 ORDER BY count(*) DESC, l.slug LIMIT 1`,
    );
    const expected = await dbCount('postcode_district = ANY($1::text[])', [town.districts]);
    expect(expected).toBeGreaterThan(0);
    const byName = await results(`location=${encodeURIComponent(town.name.toLowerCase())}`);
    expect(byName.locationLabel).toBe(town.name);
    expect(byName.stats.count).toBe(expected);
    for (const s of byName.items) expect(town.districts).toContain(districtOf(s.postcode));
    const bySlug = await results(`location=${encodeURIComponent(town.slug)}`);
    expect(bySlug.stats.count).toBe(expected);

    const area = await one<{ area: string; districts: string[] }>(
      "SELECT parent_slug AS area, array_agg(slug) AS districts FROM postcodes WHERE kind = 'district' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1",
    );
    const inArea = await results(`location=${area.area.toUpperCase()}`);
    expect(inArea.stats.count).toBe(
      await dbCount('postcode_district = ANY($1::text[])', [area.districts]),
    );
  });

  it('property type, price range, sale dates and street reach the query', async () => {
    const flats = await results('property_type=f');
    expect(flats.stats.count).toBe(await dbCount("property_type = 'F'"));
    for (const s of flats.items) expect(s.property_type).toBe('F');

    const band = await results('min_price=150000&max_price=300000');
    expect(band.stats.count).toBe(await dbCount('price BETWEEN 150000 AND 300000'));
    for (const s of band.items) {
      expect(s.price).toBeGreaterThanOrEqual(150000);
      expect(s.price).toBeLessThanOrEqual(300000);
    }

    const { from, to } = await one<{ from: string; to: string }>(
      'SELECT (max(date_of_transfer) - 400)::text AS from, (max(date_of_transfer) - 200)::text AS to FROM sold_house_prices',
    );
    const dated = await results(`date_from=${from}&date_to=${to}`);
    expect(dated.stats.count).toBe(await dbCount('date_of_transfer BETWEEN $1 AND $2', [from, to]));
    for (const s of dated.items) {
      expect(s.date_of_transfer >= from && s.date_of_transfer <= to).toBe(true);
    }

    const { street } = await one<{ street: string }>(
      'SELECT street FROM sold_house_prices GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    const word = street.split(' ')[0]!.toLowerCase();
    const onStreet = await results(`search=${encodeURIComponent(word)}`);
    expect(onStreet.stats.count).toBe(await dbCount('street ILIKE $1', [`%${word}%`]));
    for (const s of onStreet.items) expect(s.street!.toLowerCase()).toContain(word);

    const all = await results(
      `property_type=F&min_price=150000&max_price=300000&search=${encodeURIComponent(word)}`,
    );
    expect(all.stats.count).toBe(
      await dbCount("property_type = 'F' AND price BETWEEN 150000 AND 300000 AND street ILIKE $1", [
        `%${word}%`,
      ]),
    );
  });

  it('a town typed in the search box is a search of that town, not of streets named after it', async () => {
    const town = await one<{ name: string }>(
      `SELECT l.name FROM locations l JOIN postcodes p ON p.location_slug = l.slug AND p.kind = 'district'
        WHERE l.kind = 'town' AND NOT EXISTS (SELECT 1 FROM locations o WHERE lower(o.name) = lower(l.name) AND o.slug <> l.slug)
        GROUP BY l.name ORDER BY count(*) DESC, l.name LIMIT 1`,
    );
    const page = await get(
      `/sold-house-prices?search=${encodeURIComponent(town.name.toLowerCase())}&page=2`,
    );
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(
      `/sold-house-prices?location=${encodeURIComponent(town.name).replace(/%20/g, '+')}`,
    );
    const payload = await get(
      `/sold-house-prices/_payload.json?search=${encodeURIComponent(town.name)}`,
    );
    expect(payload.status).toBe(202);
    const followed = await results(`location=${encodeURIComponent(town.name)}`);
    expect(followed.locationLabel).toBe(town.name);
    expect(followed.stats.count).toBeGreaterThan(0);
    // A postcode typed there is the postcode's page, heading and all.
    const district = await one<{ label: string }>(
      "SELECT label FROM postcodes WHERE kind = 'district' ORDER BY label LIMIT 1",
    );
    const byPostcode = await get(
      `/sold-house-prices?search=${encodeURIComponent(district.label.toLowerCase())}`,
    );
    expect(byPostcode.status).toBe(302);
    expect(byPostcode.headers.location).toBe(`/sold-house-prices?location=${district.label}`);
    // With a place chosen already, the text is a street in it.
    const inPlace = await get(
      `/sold-house-prices/_payload.json?location=${encodeURIComponent(town.name)}&search=${encodeURIComponent(town.name)}`,
    );
    expect(inPlace.status).toBe(200);
  });

  it('a house number before the street finds that house’s sales', async () => {
    const sale = await one<{ paon: string; street: string }>(
      `SELECT paon, street FROM sold_house_prices WHERE paon ~ '^[0-9]+$' AND street IS NOT NULL
        GROUP BY paon, street ORDER BY count(*) DESC, street, paon LIMIT 1`,
    );
    const text = `${sale.paon} ${sale.street.toLowerCase()}`;
    const found = await results(`search=${encodeURIComponent(text)}`);
    const expected = await dbCount('paon ILIKE $1 AND street ILIKE $2', [
      sale.paon,
      `%${sale.street}%`,
    ]);
    expect(expected).toBeGreaterThan(0);
    expect(found.stats.count).toBe(expected);
    for (const s of found.items) {
      expect(s.paon).toBe(sale.paon);
      // Written as a name in the page's data (readableSale): "Belmont Road".
      expect(s.street?.toUpperCase()).toContain(sale.street);
    }
  });

  it('a flat’s card names the flat, so two flats of one block do not read as one address', async () => {
    const flat = await one<{ saon: string; postcode: string }>(
      `SELECT saon, postcode FROM sold_house_prices WHERE saon ~ '^FLAT [0-9]+$' AND postcode IS NOT NULL
        ORDER BY date_of_transfer DESC, transaction_id LIMIT 1`,
    );
    const res = await get(`/sold-house-prices?location=${encodeURIComponent(flat.postcode)}`);
    expect(res.status).toBe(200);
    // "FLAT 42" reads "Flat 42, …" at the start of the card's address.
    const shown = `Flat ${flat.saon.slice('FLAT '.length)}, `;
    expect(res.text).toContain(`>${shown}`);
  });

  it('a card writes its town as the name is written, not in Price Paid’s capitals', async () => {
    // A buyer's walk: "Address: 55 Empire Road, LEEDS" on every card.
    const res = await get('/sold-house-prices');
    const addresses = [...res.text.matchAll(/>Address<\/dt><dd[^>]*>([^<]+)</g)].map((m) => m[1]!);
    expect(addresses).toHaveLength(12);
    for (const address of addresses) expect(address).not.toMatch(/, [A-Z][A-Z]+(?:[ -]|$)/);
  });

  it('orders by price or sale date as asked; newest first by default', async () => {
    const prices = (await results('order_by=price_asc')).items.map((s) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { min } = await one<{ min: number }>('SELECT min(price) AS min FROM sold_house_prices');
    expect(prices[0]).toBe(min);
    const high = (await results('order_by=price_desc')).items.map((s) => s.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const oldest = (await results('order_by=date_asc')).items.map((s) => s.date_of_transfer);
    expect(oldest).toEqual([...oldest].sort());
    const newest = (await results('')).items.map((s) => s.date_of_transfer);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('bad parameters are normalised; NUL or over-long text is a 400 with a message', async () => {
    const total = await dbCount('TRUE');
    for (const qs of [
      'order_by=drop_table',
      'page=-3',
      'page=abc',
      'limit=100000',
      'min_price=lots&max_price=-1',
      'date_from=2023-02-30&date_to=yesterday',
      'property_type=castle',
      'search=%5C',
      'location=%25',
    ]) {
      const page = await get(`/sold-house-prices?${qs}`);
      expect(page.status, qs).toBe(200);
    }
    // Text no search can mean is refused with a message (issue 18: bounded work, no NUL).
    for (const qs of ['location=%00', 'search=%00%5C']) {
      const page = await get(`/sold-house-prices?${qs}`);
      expect(page.status, qs).toBe(400);
    }
    // Text over its cap goes to the page of its first 100 characters (decision 160), which is
    // bounded work; its payload is still refused.
    const long = await get(`/sold-house-prices?location=${'x'.repeat(5000)}`);
    expect(long.status).toBe(302);
    expect(new URL(long.headers.location!, 'http://x').searchParams.get('location')).toBe(
      'x'.repeat(100),
    );
    const longData = await get(`/sold-house-prices/_payload.json?location=${'x'.repeat(5000)}`);
    expect(longData.status).toBe(400);
    const normalised = await results(
      'order_by=drop_table&page=-3&limit=100000&min_price=lots&property_type=castle&date_from=2023-02-30',
    );
    expect(normalised.query).toEqual({ order_by: 'date_desc', page: 1 });
    expect(normalised.items).toHaveLength(12);
    expect(normalised.stats.count).toBe(total);
  });

  it('a search that matches nothing shows the empty state and stays out of the index', async () => {
    const res = await get('/sold-house-prices?location=Atlantis');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No sold prices match this search');
    expect(res.text).toContain('href="/sold-house-prices"');
    expect(readHead(res.text).robots).toBe('noindex');
  });

  it('the canonical URL keeps the filters in normal form and drops tracking and defaults', async () => {
    const res = await get(
      '/sold-house-prices?utm_source=mail&order_by=date_desc&property_type=t&location=Leeds&page=1&fbclid=x',
    );
    const head = readHead(res.text);
    expect(head.canonical).toBe(
      'https://auctions.example.co.uk/sold-house-prices?location=Leeds&property_type=T',
    );
    expect(head.title).toMatch(/^Sold house prices in Leeds \|/);
    expect(head.jsonLd?.data).toMatchObject({ '@type': 'BreadcrumbList' });
    const paged = readHead((await get('/sold-house-prices?page=2')).text);
    expect(paged.canonical).toBe('https://auctions.example.co.uk/sold-house-prices?page=2');
    // The title names the street searched and the page: what a screen reader hears (decision 084).
    expect(paged.title).toMatch(/^Sold house prices – page 2 \|/);
    const street = readHead(
      (await get('/sold-house-prices?location=Leeds&search=Victoria+Grove')).text,
    );
    expect(street.title).toMatch(/^Sold house prices in Leeds: “Victoria Grove” \|/);
  });

  it('a search by filters alone says them in its title and description, as the line by its count does', async () => {
    // `?date_from=…` (the home banner's link) had the title and description of the whole list,
    // with itself as canonical.
    const whole = readHead((await get('/sold-house-prices')).text);
    const cases: Array<[string, string]> = [
      ['date_from=2025-12-07', 'sold since 07 December 2025'],
      [
        'new_build=only&date_from=2024-01-01&date_to=2024-12-31',
        'new builds only · sold 01 January 2024 to 31 December 2024',
      ],
      ['property_type=F&max_price=200000', 'flats and maisonettes · for up to £200,000'],
    ];
    for (const [qs, line] of cases) {
      const res = await get(`/sold-house-prices?${qs}`);
      const head = readHead(res.text);
      expect(head.canonical, qs).toBe(`https://auctions.example.co.uk/sold-house-prices?${qs}`);
      expect(head.robots, qs).toBeNull();
      expect(head.title, qs).toBe(`Sold house prices: ${line} | Auction Property UK`);
      expect(head.description, qs).not.toBe(whole.description);
      expect(head.description, qs).toMatch(
        / sales? (of [a-z ]+ )?in England and Wales, .* recorded by HM Land Registry, average £[\d,]+\.$/,
      );
      // The page's own line says the same filters.
      const shown = line.charAt(0).toUpperCase() + line.slice(1);
      expect(res.text, qs).toContain(shown);
    }
  });
});

describe('"other" sales (land, commercial, garages): counted, not priced', () => {
  it('a search of them alone gives no average or median, as a land lot’s comparables do not', async () => {
    // A lot's "See all 9 sales" opened this search, which gave "Average price £393,889 · Median
    // price £408,000" one click from a box that held them back as meaningless.
    const { d } = await one<{ d: string }>(
      `SELECT postcode_district AS d FROM sold_house_prices WHERE property_type = 'O'
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const count = await dbCount(`property_type = 'O' AND postcode_district = $1`, [d]);
    expect(count).toBeGreaterThan(1);
    const res = await get(`/sold-house-prices?location=${d}&property_type=O`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${count.toLocaleString('en-GB')} sale`);
    expect(res.text).not.toContain('Average price');
    expect(res.text).not.toContain('Median price');
    expect(res.text).toContain('so no average, median or price range is given');
    expect(readHead(res.text).description).not.toMatch(/average/i);

    // All the district's sales, homes and "other" together, keep their figures.
    const all = await get(`/sold-house-prices?location=${d}`);
    expect(all.text).toContain('Average price');
    expect(all.text).toContain('Median price');
  });
});

describe('places Land Registry does not cover', () => {
  it('a Scottish district’s sold prices say why there are none; a Scottish lot’s page too', async () => {
    const [district] = (
      await t.db.query<{ label: string }>(
        `SELECT label FROM postcodes WHERE kind = 'district' AND location_slug LIKE 'scotland/%'
          ORDER BY slug LIMIT 1`,
      )
    ).rows;
    const page = await request(t.app)
      .get(`/sold-house-prices?location=${encodeURIComponent(district!.label)}`)
      .set('User-Agent', BROWSER_UA);
    expect(page.text).toContain(
      `${district!.label} is in Scotland: HM Land Registry records sales in England and Wales only.`,
    );
    expect(page.text).not.toContain('Try a wider area');
    // Its description does not read as "nothing sold in G1".
    expect(readHead(page.text).description).toBe(
      `${district!.label} is in Scotland: HM Land Registry records sales in England and Wales only. Registers of Scotland publishes the prices of Scottish sales.`,
    );

    // The nation itself is not "in" itself (a buyer's walk: "Scotland is in Scotland").
    const nation = await request(t.app)
      .get('/sold-house-prices?location=Scotland')
      .set('User-Agent', BROWSER_UA);
    expect(nation.text).not.toContain('Scotland is in Scotland');
    expect(readHead(nation.text).description).toMatch(/^We hold no sold prices for Scotland: /);
    expect(nation.text).toContain('We hold no sold prices for Scotland: HM Land Registry');

    const [lot] = (
      await t.db.query<{ id: string }>(
        `SELECT id::text AS id FROM auction_properties WHERE location_slug LIKE 'scotland/%'
          ORDER BY id LIMIT 1`,
      )
    ).rows;
    const lotPage = await request(t.app).get(`/listings/${lot!.id}`).set('User-Agent', BROWSER_UA);
    expect(lotPage.text).toContain('HM Land Registry records sales in England and Wales only');
    expect(lotPage.text).toContain('Tenure');
    expect(lotPage.text).toContain('Heritable');
    expect(lotPage.text).not.toContain('Freehold');
  });
});
