import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CHARS } from '#schema/lot-feed';
import { givenValue, parseLotFeed } from './parse-lot-feed';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/lot-feeds/${name}`, import.meta.url), 'utf8');

const HEADER =
  'house,auction_title,auction_date,auction_method,lot_number,address,postcode,property_type';

describe('parseLotFeed', () => {
  it('reads the valid CSV fixture: every lot, images split, numbers and dates normalised', () => {
    const feed = parseLotFeed(fixture('catalogue-valid.csv'));
    expect(feed.format).toBe('csv');
    expect(feed.errors).toEqual([]);
    expect(feed.rows.map((r) => r.row.lot_number)).toEqual(['1', '2', '3', '4', '5']);
    const first = feed.rows[0]!;
    expect(first.line).toBe(3);
    expect(first.row).toMatchObject({
      guide_min: 250000,
      guide_max: 275000,
      bedrooms: 2,
      postcode: 'SE1 7QP',
      auction_date: '2026-12-10T10:00:00.000Z',
      auction_venue: 'The Grand Connaught Rooms, London',
      image_urls: ['https://example.com/hp/1a.jpg', 'https://example.com/hp/1b.jpg'],
    });
    expect(feed.rows[1]!.row.image_urls).toEqual([]);
    expect(feed.rows[1]!.row.guide_max).toBeUndefined();
  });

  it('reports each malformed row with its line, field and reason', () => {
    const feed = parseLotFeed(fixture('catalogue-malformed.csv'));
    expect(feed.rows.map((r) => r.line)).toEqual([2]);
    const where = feed.errors.map((e) => [e.line, e.field]);
    expect(where).toEqual(
      expect.arrayContaining([
        [3, 'postcode'],
        [4, 'guide_max'],
        [5, 'auction_date'],
        [5, 'property_type'],
        [5, 'guide_min'],
        [6, 'row'],
      ]),
    );
    expect(feed.errors.find((e) => e.line === 3)!.reason).toBe(
      'Not a valid UK postcode (given "NOT A CODE")',
    );
    expect(feed.errors.find((e) => e.line === 6)!.reason).toMatch(/quote/);
  });

  it('says a postcode too long to be one once, not once for its length and again for its shape', () => {
    // A house that typed the town after the postcode read the same line twice in the 400.
    const feed = parseLotFeed(
      `${HEADER}\nharland-and-pryce-property-auctions,Sale,2030-12-10,Traditional,1,1 High Street,SW1A 1AA LONDON,Flat\n`,
    );
    expect(feed.errors.map((e) => [e.line, e.field, e.reason])).toEqual([
      [2, 'postcode', 'Not a valid UK postcode (given "SW1A 1AA LONDON")'],
    ]);
  });

  it('reads the JSON fixture, numbering lots by position', () => {
    const feed = parseLotFeed(fixture('catalogue-second.json'));
    expect(feed.format).toBe('json');
    expect(feed.errors).toEqual([]);
    expect(feed.rows.map((r) => [r.line, r.row.lot_number])).toEqual([
      [1, '1'],
      [2, '3'],
      [3, '4'],
      [4, '5'],
    ]);
    expect(feed.rows[1]!.row).toMatchObject({ status: 'Sold', sold_price: 468000 });
  });

  it('says a file that starts with a lot has no header, once rather than once a cell', () => {
    const feed = parseLotFeed(
      'ludgate-hammer-and-co,February Sale,2027-02-11T10:30,Traditional,1,1 High St,SE1 7QP,Flat\n',
    );
    expect(feed.errors).toHaveLength(1);
    expect(feed.errors[0]).toMatchObject({ line: 1, field: 'header' });
    expect(feed.errors[0]!.reason).toMatch(
      /^The first line must be the header, naming the columns \(house, /,
    );
  });

  it('refuses unknown columns, missing columns, other versions and duplicate lots', () => {
    expect(parseLotFeed(`${HEADER},colour\n`).errors).toEqual([
      { line: 1, field: 'colour', reason: 'Unknown column' },
    ]);
    expect(parseLotFeed('house,lot_number\n').errors.map((e) => e.field)).toContain('postcode');
    expect(parseLotFeed('{"format_version":2,"lots":[]}').errors[0]!.reason).toMatch(
      /Only format_version 1/,
    );
    const row = 'h,Sale,2026-12-10,Online,7,1 A Street,SE1 7QP,Flat';
    const dup = parseLotFeed(`${HEADER}\n${row}\n${row}\n`);
    expect(dup.rows).toHaveLength(1);
    expect(dup.errors).toEqual([
      { line: 3, field: 'lot_number', reason: 'Lot 7 of this auction is already on line 2' },
    ]);
  });

  it('refuses rows of one auction that disagree on its date, venue or method', () => {
    const header = `${HEADER},auction_ref,auction_venue`;
    const lot = (n: number, date: string, method: string, venue: string) =>
      `h,Winter Sale,${date},${method},${n},${n} A Street,SE1 7QP,Flat,WL-DUP,${venue}`;
    const feed = parseLotFeed(
      [
        header,
        lot(1, '2026-12-20T11:00:00Z', 'Online', ''),
        lot(2, '2026-12-21T15:00:00Z', 'Traditional', 'Town Hall'),
        lot(3, '2026-12-20T11:00:00Z', 'Online', ''),
      ].join('\n'),
    );
    expect(feed.errors).toEqual([
      {
        line: 3,
        field: 'auction_date',
        reason: 'Auction WL-DUP already has date 2026-12-20T11:00:00.000Z on line 2',
      },
      {
        line: 3,
        field: 'auction_venue',
        reason: 'Auction WL-DUP already has venue (none) on line 2',
      },
      {
        line: 3,
        field: 'auction_method',
        reason: 'Auction WL-DUP already has method Online on line 2',
      },
    ]);
    expect(feed.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('reads a date without a time as that whole UK day, and refuses a day that does not exist', () => {
    const feed = parseLotFeed(
      `${HEADER},auction_end_date\nh,Sale,2027-06-03,Online,1,1 A Street,SE1 7QP,Flat,2027-06-10\n` +
        `h,Sale,2027-02-30,Online,2,2 A Street,SE1 7QP,Flat,\n`,
    );
    // Open until midnight on a London clock (BST in June), not from 01:00 on the day.
    expect(feed.rows[0]!.row).toMatchObject({
      auction_date: '2027-06-03T22:59:59.999Z',
      auction_end_date: '2027-06-10T22:59:59.999Z',
    });
    expect(feed.errors).toEqual([
      {
        line: 3,
        field: 'auction_date',
        reason:
          'No such date or time: check the day of the month and the hour (given "2027-02-30")',
      },
    ]);
  });

  it('refuses a day or hour that does not exist in a time with an offset, not moving the sale', () => {
    // `Date` reads 2027-02-30T10:00:00Z as 2 March: the sale was stored two days later.
    const times = [
      '2027-02-30T10:00:00Z',
      '2027-04-31T10:00Z',
      '2026-12-09T24:00:00Z',
      '2026-12-09T10:00+01:00',
    ];
    const feed = parseLotFeed(
      `${HEADER}
` +
        times
          .map(
            (at, i) => `h,Sale ${i},${at},Online,${i + 1},${i} A Street,SE1 7QP,Flat
`,
          )
          .join(''),
    );
    expect(feed.errors.map((e) => [e.line, e.field, e.reason.split(' (')[0]])).toEqual(
      [2, 3, 4].map((line) => [
        line,
        'auction_date',
        'No such date or time: check the day of the month and the hour',
      ]),
    );
    expect(feed.rows.map((r) => r.row.auction_date)).toEqual(['2026-12-09T09:00:00.000Z']);
  });

  it('reads a date and time without an offset as London time, and refuses the hour skipped in March', () => {
    const feed = parseLotFeed(
      `${HEADER},auction_end_date\nh,Sale,2026-12-10T10:00,Online,1,1 A Street,SE1 7QP,Flat,2027-06-03 10:00\n` +
        `h,Sale,2027-03-28T01:30,Online,2,2 A Street,SE1 7QP,Flat,\n`,
    );
    // GMT in December, BST in June: before, both were refused and an editor had to type UTC.
    expect(feed.rows[0]!.row).toMatchObject({
      auction_date: '2026-12-10T10:00:00.000Z',
      auction_end_date: '2027-06-03T09:00:00.000Z',
    });
    expect(feed.errors.map((e) => [e.line, e.field, e.reason])).toEqual([
      [
        3,
        'auction_date',
        'That time does not happen in London: the clocks go forward an hour that night (given "2027-03-28T01:30")',
      ],
    ]);
  });

  it('reads a price as a catalogue writes it: £188,000, 188,000 or £188000', () => {
    const header = `${HEADER},guide_min,guide_max,status,sold_price`;
    const feed = parseLotFeed(
      `${header}\nh,Sale,2026-12-10,Online,1,1 A Street,SE1 7QP,Flat,"£188,000","190,000",Sold,£191000\n` +
        `h,Sale,2026-12-10,Online,2,2 A Street,SE1 7QP,Flat,"188,5",,,\n`,
    );
    expect(feed.rows[0]!.row).toMatchObject({
      guide_min: 188000,
      guide_max: 190000,
      sold_price: 191000,
    });
    // Not a grouping of thousands: refused rather than read as 1,885.
    expect(feed.errors.map((e) => [e.line, e.field])).toEqual([[3, 'guide_min']]);
  });

  it('says a sold price needs the status Sold, and a field outside the format is refused', () => {
    const json = JSON.stringify({
      format_version: 1,
      lots: [
        {
          house: 'h',
          auction_title: 'Sale',
          auction_date: '2026-12-10',
          auction_method: 'Online',
          lot_number: '1',
          address: '1 A Street',
          postcode: 'se17qp',
          property_type: 'Flat',
          sold_price: 100,
          colour: 'red',
        },
      ],
    });
    const feed = parseLotFeed(json);
    expect(feed.errors).toContainEqual({
      line: 1,
      field: 'colour',
      reason: 'Not a field of lot feed format 1',
    });
    const withoutColour = parseLotFeed(json.replace(',"colour":"red"', ''));
    expect(withoutColour.errors).toEqual([
      { line: 1, field: 'sold_price', reason: 'A sold price needs the status Sold (given 100)' },
    ]);
  });

  it('reads a JSON lot number or auction ref written as a number like its text, one image alone', () => {
    const lot = {
      house: 'h',
      auction_ref: 2026,
      auction_title: 'Sale',
      auction_date: '2026-12-10',
      auction_method: 'Online',
      lot_number: 1,
      address: '1 A Street',
      postcode: 'SE1 7QP',
      property_type: 'Flat',
      image_urls: 'https://example.com/1.jpg',
    };
    const feed = parseLotFeed(JSON.stringify({ format_version: 1, lots: [lot] }));
    expect(feed.errors).toEqual([]);
    expect(feed.rows[0]!.row).toMatchObject({
      lot_number: '1',
      auction_ref: '2026',
      image_urls: ['https://example.com/1.jpg'],
    });
  });

  it('says in words what a JSON value of the wrong kind should be', () => {
    const lot = {
      house: 'h',
      auction_title: 'Sale',
      auction_date: 20261210,
      auction_method: 'Online',
      lot_number: true,
      address: '1 A Street',
      postcode: 'SE1 7QP',
      property_type: 'Flat',
      image_urls: { first: 'https://example.com/1.jpg' },
    };
    const feed = parseLotFeed(JSON.stringify({ format_version: 1, lots: [lot] }));
    expect(feed.errors).toEqual([
      {
        line: 1,
        field: 'auction_date',
        reason:
          'Use a date like 2026-12-03, a London time like 2026-12-03T10:00, or 2026-12-03T10:00:00Z (given 20261210)',
      },
      { line: 1, field: 'lot_number', reason: 'Give this as text (or a number)' },
      { line: 1, field: 'image_urls', reason: 'Give the images as a list of http(s) addresses' },
    ]);
  });

  it('refuses a number given as true, a list or an object, and says which field a lot left out', () => {
    const lot = {
      house: 'h',
      auction_date: '2026-12-10',
      auction_method: 'Online',
      lot_number: '1',
      postcode: 'SE1 7QP',
      property_type: 'Flat',
      guide_min: true,
      guide_max: [150000],
      bedrooms: {},
    };
    expect(
      parseLotFeed(JSON.stringify({ format_version: true, lots: [lot] })).errors[0]!.reason,
    ).toMatch(/^Only format_version 1 is supported/);
    const feed = parseLotFeed(JSON.stringify({ format_version: 1, lots: [lot] }));
    const reasons = Object.fromEntries(feed.errors.map((e) => [e.field, e.reason]));
    // `true` was a guide of £1 and `[150000]` one of £150,000.
    expect(reasons.guide_min).toMatch(/^Give the guide price as a whole number/);
    expect(reasons.guide_max).toMatch(/^Give the upper guide price as a whole number/);
    expect(reasons.bedrooms).toMatch(/^Give bedrooms as a whole number/);
    // A key left out said "Give this as text (or a number)".
    expect(reasons.auction_title).toMatch(/^Give the auction title/);
    expect(reasons.address).toMatch(/^Give the address/);
    expect(feed.rows).toEqual([]);
    // Numerals in strings, as a CSV cell writes them, still read as numbers.
    const fine = parseLotFeed(
      JSON.stringify({
        format_version: 1,
        lots: [
          {
            ...lot,
            auction_title: 'Sale',
            address: '1 A St',
            guide_min: '95000',
            guide_max: 100000,
            bedrooms: ' 2 ',
          },
        ],
      }),
    );
    expect(fine.errors).toEqual([]);
    expect(fine.rows[0]!.row).toMatchObject({ guide_min: 95000, guide_max: 100000, bedrooms: 2 });
  });

  it('reads a spreadsheet export: empty rows of commas skipped, a description over several lines', () => {
    const row = (lot: number, description: string) =>
      `harland-and-pryce-property-auctions,December,2026-12-10,Traditional,${lot},"1 Road, London",se17qp,Flat,${description}`;
    const feed = parseLotFeed(
      [
        `\ufeff${HEADER},description`,
        row(1, '"A flat, vacant.\r\n\r\nViewing by appointment."'),
        row(2, ''),
        ',,,,,,,,',
        ',,,,,,,,',
        '',
      ].join('\r\n'),
    );
    expect(feed.errors).toEqual([]);
    expect(feed.rows.map((r) => [r.line, r.row.lot_number, r.row.postcode])).toEqual([
      [2, '1', 'SE1 7QP'],
      [5, '2', 'SE1 7QP'],
    ]);
    expect(feed.rows[0]!.row.description).toBe('A flat, vacant.\n\nViewing by appointment.');
  });

  it('reads a spreadsheet’s spellings: £95,000.00, and a choice in any case', () => {
    const header = `${HEADER},tenure,guide_min,status,sold_price`;
    const feed = parseLotFeed(
      `${header}\nh,Sale,2025-12-10,traditional,1,1 A Street,SE1 7QP,terraced HOUSE,freehold,"£95,000.00",sold,£101000.00\n` +
        `h,Sale,2025-12-10,traditional,2,2 A Street,SE1 7QP,Flat,,"£95,000.50",,\n`,
    );
    expect(feed.rows[0]!.row).toMatchObject({
      auction_method: 'Traditional',
      property_type: 'Terraced house',
      tenure: 'Freehold',
      guide_min: 95000,
      status: 'Sold',
      sold_price: 101000,
    });
    // Pence are not a whole price.
    expect(feed.errors.map((e) => [e.line, e.field])).toEqual([[3, 'guide_min']]);
  });

  it('reads a spreadsheet’s headings as the columns they name: "Lot Number", "auction-date"', () => {
    const feed = parseLotFeed(
      'House,Auction Title,Auction Date,Auction Method,Lot Number,Address,Postcode,Property Type\n' +
        'h,Sale,2026-12-10,Online,1,1 A Street,SE1 7QP,Flat\n',
    );
    expect(feed.errors).toEqual([]);
    expect(feed.rows[0]!.row).toMatchObject({ lot_number: '1', property_type: 'Flat' });
  });

  it('says where a JSON feed stops being JSON', () => {
    const feed = parseLotFeed(
      '{"format_version": 1,\n "lots": [\n  {"house": "h"\n  "lot_number": 1}\n]}',
    );
    expect(feed.errors).toEqual([
      {
        line: 0,
        field: 'file',
        reason:
          "The feed is not valid JSON: Expected ',' or '}' after property value at line 4, column 3",
      },
    ]);
  });

  it('says in words how a JSON feed is shaped when it is not', () => {
    const reasons = (text: string) => parseLotFeed(text).errors.map((e) => [e.field, e.reason]);
    expect(reasons('[{"house": "h"}]')).toEqual([
      ['row', 'Send a JSON feed as { "format_version": 1, "lots": [ … ] }'],
    ]);
    expect(reasons('{"format_version": 1, "lots": [12]}')).toEqual([
      ['lots.0', 'Give each lot as an object of its fields: { "house": …, "lot_number": … }'],
    ]);
    expect(reasons('{"format_version": 1, "lots": {"house": "h"}}')).toEqual([
      ['lots', 'Send a JSON feed as { "format_version": 1, "lots": [ … ] }: "lots" is a list'],
    ]);
  });

  it('reads the unnamed empty columns a spreadsheet exports after the last heading as nothing', () => {
    const feed = parseLotFeed(
      `${HEADER},,\nh,Sale,2026-12-10,Online,1,1 A Street,SE1 7QP,Flat,,\nh,Sale,2026-12-10,Online,2,2 A Street,SE1 7QP,Flat\n`,
    );
    expect(feed.errors).toEqual([]);
    expect(feed.rows.map((r) => r.row.lot_number)).toEqual(['1', '2']);
    // A value in a column with no heading is still a mistake.
    expect(
      parseLotFeed(`${HEADER},,\nh,Sale,2026-12-10,Online,1,1 A Street,SE1 7QP,Flat,,x\n`).errors,
    ).toEqual([{ line: 2, field: 'row', reason: 'Expected 8 fields, found 10' }]);
  });

  it('says which value a cell held, so the sender can find it', () => {
    const feed = parseLotFeed(
      `${HEADER},guide_min\nh,Sale,15/12/2026,Online,1,1 A Street,CA1 8D,Flat,£1.2m\n`,
    );
    expect(feed.errors.map((e) => [e.field, e.reason])).toEqual([
      [
        'auction_date',
        'Use a date like 2026-12-03, a London time like 2026-12-03T10:00, or 2026-12-03T10:00:00Z (given "15/12/2026")',
      ],
      ['postcode', 'Not a valid UK postcode (given "CA1 8D")'],
      ['guide_min', 'Give the guide price as a whole number (given "£1.2m")'],
    ]);
  });

  it('reads a price from its trimmed text, at most MAX_PRICE_CHARS long (the pattern sees no more)', () => {
    const guides = (cells: string[]) =>
      parseLotFeed(
        [
          `${HEADER},guide_min`,
          ...cells.map(
            (c, i) => `h,Sale,2026-12-10,Online,${i + 1},1 A Street,SE1 7QP,Flat,"${c}"`,
          ),
        ].join('\n'),
      );
    const read = guides(['  £95,000.00  ', `£${' '.repeat(MAX_PRICE_CHARS - 7)}95,000`]);
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.row.guide_min)).toEqual([95000, 95000]);
    // Past the bound the text is not a price: a run of spaces is never handed to the pattern,
    // which once tried to split it between its two leading `\s*` every way (hours for 5 MB).
    const refused = guides([
      `£${' '.repeat(MAX_PRICE_CHARS)}95,000`,
      '1'.repeat(MAX_PRICE_CHARS + 1),
    ]);
    expect(refused.rows).toEqual([]);
    expect(new Set(refused.errors.map((e) => `${e.line} ${e.field}`))).toEqual(
      new Set(['2 guide_min', '3 guide_min']),
    );
    expect(guides([`${' '.repeat(200_000)}x`]).errors.map((e) => e.field)).toEqual(['guide_min']);
  });

  it('shows a given value as a JSON string: escapes for control characters, whole characters', () => {
    expect(givenValue('£1.2m')).toBe(' (given "£1.2m")');
    expect(givenValue('12" wall\u0000\u001b[2J')).toBe(' (given "12\\" wall\\u0000\\u001b[2J")');
    expect(givenValue(`${'a'.repeat(39)}😀😀`)).toBe(` (given "${'a'.repeat(39)}😀"…)`);
    expect(givenValue('😀'.repeat(45))).toBe(` (given "${'😀'.repeat(40)}"…)`);
    expect(givenValue('\ud800x')).toBe(' (given "\\ud800x")');
    expect(givenValue(1.5)).toBe(' (given 1.5)');
    expect(givenValue('  ')).toBe('');
  });
});
