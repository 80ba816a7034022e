import { describe, expect, it } from 'vitest';
import { DEMO_NOTICE, legalPackLines, legalPackPdf, type LegalPackLot } from './legal-pack-pdf';
import { pdfString, simplePdf, wrapText } from './simple-pdf';

const LOT: LegalPackLot = {
  id: 42,
  title: '3 bed terraced house (needs work), Brudenell Road',
  lot_number: '27',
  address: '14 Brudenell Road',
  postcode: 'LS6 1BD',
  location: 'Hyde Park, Leeds',
  tenure: 'Freehold',
  guide_price_min: 150000,
  guide_price_max: 175000,
  auction_method: 'Traditional',
  auction_date: '2026-03-12T10:00:00.000Z',
  auction_end_date: null,
  lot_status: 'Sold',
  sale_phase: 'closed',
  auction_house: { name: 'Northern Auctions' },
};

const textOf = (lot: LegalPackLot) =>
  legalPackLines(lot)
    .map((l) => l.text)
    .join('\n');

/** Checks what a PDF reader checks first: header, trailer, and every xref offset. */
function readStructure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  for (const entry of entries) expect(`${entry}\n`).toHaveLength(20);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
  const start = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  return text;
}

describe('the generated PDF', () => {
  it('is a well-formed PDF 1.4 file whose cross-reference table points at each object', () => {
    const pdf = legalPackPdf(LOT);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = readStructure(pdf);
    expect(text).toContain('/Root 1 0 R');
    expect(text).toContain('/BaseFont /Helvetica');
  });

  it('shows the lot: title, address, lot number, tenure, guide price, auction date, house', () => {
    const text = legalPackLines(LOT)
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('3 bed terraced house (needs work), Brudenell Road');
    expect(text).toContain('Address: 14 Brudenell Road, LS6 1BD');
    expect(text).toContain('Lot number: 27');
    expect(text).toContain('Tenure: Freehold');
    expect(text).toContain('Guide price: £150,000 – £175,000');
    expect(text).toContain('Auction date: 12 March, 2026, 10:00 GMT');
    expect(text).toContain('Auction house: Northern Auctions');
    expect(text).toContain(DEMO_NOTICE);
  });

  it('gives a Modern auction its end date and time, and says when there is no guide price', () => {
    const modern = {
      ...LOT,
      auction_method: 'Modern',
      auction_end_date: '2026-04-01T12:00:00Z',
      guide_price_min: null,
    };
    const text = textOf({ ...modern, lot_status: 'Available', sale_phase: 'bidding open' });
    expect(text).toContain('Auction ends: 01 April, 2026, 13:00 BST');
    expect(text).toContain('Guide price: Not published');
    expect(textOf(modern)).toContain('Auction ended: 01 April, 2026, 13:00 BST');
  });

  describe('an online sale’s closing, as the lot page says it', () => {
    const online = {
      ...LOT,
      auction_method: 'Online',
      auction_date: '2026-12-03T09:00:00Z',
      auction_end_date: '2026-12-10T12:00:00Z',
    };

    it('a sale still to close: "Bidding closes"', () => {
      for (const sale_phase of ['upcoming', 'bidding open'])
        expect(textOf({ ...online, lot_status: 'Available', sale_phase }), sale_phase).toContain(
          'Bidding closes: 10 December, 2026, 12:00 GMT',
        );
    });

    it('a sale that has closed, sold or not: "Bidding closed"', () => {
      for (const lot_status of ['Sold', 'Unsold', 'Available']) {
        const text = textOf({ ...online, lot_status, sale_phase: 'closed' });
        expect(text, lot_status).toContain('Bidding closed: 10 December, 2026, 12:00 GMT');
        expect(text, lot_status).not.toContain('Bidding closes');
      }
    });

    it('a lot taken out of a sale still to close: its status by the date, no closing time', () => {
      for (const lot_status of ['Withdrawn', 'Postponed']) {
        const text = textOf({ ...online, lot_status, sale_phase: 'upcoming' });
        expect(text, lot_status).toContain(
          `Auction date: 03 December, 2026 (${lot_status.toLowerCase()})`,
        );
        expect(text, lot_status).not.toContain('Bidding clos');
      }
    });
  });

  it('escapes PDF string syntax and writes £ and – as WinAnsi bytes', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('£1 – 2')).toBe('(\\2431 \\226 2)');
    expect(pdfString('東京\u0007')).toBe('(???)');
  });

  it('wraps long text at spaces and keeps every line on the page', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    const long = simplePdf(
      Array.from({ length: 200 }, (_, i) => ({ text: `Line ${i}` })),
      { title: 't', author: 'a' },
    );
    const text = readStructure(long);
    const ys = [...text.matchAll(/1 0 0 1 56 ([\d.]+) Tm/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(56);
  });
});
