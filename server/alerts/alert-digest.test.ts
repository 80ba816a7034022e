import { describe, expect, it } from 'vitest';
import { alertDigestMail, type DigestLot, type DigestSection } from './alert-digest.server';

const lot = (over: Partial<DigestLot> = {}): DigestLot => ({
  id: 7,
  title: 'Flat in Leeds',
  location: 'Leeds',
  property_type: 'Flat',
  guide_price_min: 120_000,
  guide_price_max: null,
  auction_method: 'Traditional',
  auction_date: '2026-12-10T10:00:00Z',
  auction_end_date: null,
  ...over,
});
const section = (over: Partial<DigestSection> = {}): DigestSection => ({
  name: 'Leeds flats',
  query: { location: 'leeds' },
  unsubscribeToken: 'tok_123456789012345678901',
  lots: [lot()],
  total: 1,
  ...over,
});
const mail = (sections: DigestSection[]) =>
  alertDigestMail({
    to: 'a@example.co.uk',
    firstName: null,
    publicUrl: 'https://x.example',
    sections,
  });

describe('alertDigestMail', () => {
  it('tells of lots cheaper or back on sale, alone or beside new lots', () => {
    const cut = {
      ...lot({ id: 8, title: 'Flat 1', guide_price_min: 140_000 }),
      change: 'Guide price cut from £160,000 to £140,000',
    };
    const back = { ...lot({ id: 9, title: 'Flat 3' }), change: 'Back on sale' };
    const alone = mail([section({ lots: [], total: 0, changed: [cut], changedTotal: 1 })]);
    expect(alone.subject).toBe('Guide price cut: “Flat 1”');
    expect(alone.text).toContain('Lots your saved searches match are cheaper or back on sale.');
    expect(alone.text).not.toContain('New lots match');
    expect(alone.text).toContain(
      'Leeds flats: 1 lot cheaper or back on sale\n- Flat 1\n  Guide price cut from £160,000 to £140,000',
    );
    expect(alone.html).toContain('Guide price cut from £160,000 to £140,000');
    const both = mail([section({ total: 2, changed: [cut, back], changedTotal: 2 })]);
    expect(both.subject).toBe('2 new lots for “Leeds flats”, 2 lots cheaper or back on sale');
    expect(both.text).toContain('Leeds flats: 2 new lots, 2 lots cheaper or back on sale');
    expect(
      mail([section({ lots: [], total: 0, changed: [cut, back], changedTotal: 2 })]).subject,
    ).toBe('2 lots in your saved searches cheaper or back on sale');
  });

  it('counts a changed lot in two searches once in the subject', () => {
    // "4 lots in your saved searches cheaper…" was about 3 lots: one lot was in two searches.
    const changed = (id: number) => ({
      ...lot({ id, title: `Flat ${id}` }),
      change: 'Back on sale',
    });
    const flats = section({
      lots: [],
      total: 0,
      changed: [changed(1), changed(2)],
      changedTotal: 2,
    });
    const york = section({
      name: 'York',
      lots: [],
      total: 0,
      changed: [changed(2), changed(3)],
      changedTotal: 2,
    });
    expect(mail([flats, york]).subject).toBe(
      '3 lots in your saved searches cheaper or back on sale',
    );
    // Not every changed lot listed: several searches are not counted together.
    const more = { ...york, changedTotal: 14 };
    expect(mail([flats, more]).subject).toBe('Lots in your saved searches cheaper or back on sale');
    expect(mail([more]).subject).toBe('14 lots in your saved searches cheaper or back on sale');
  });

  it('names the search in the subject when there is one, counts lots when there are several', () => {
    expect(mail([section()]).subject).toBe('1 new lot for “Leeds flats”');
    // A walk: a search named for its words read “Lots matching “kennington road””.
    expect(mail([section({ name: 'Lots matching “kennington road”' })]).subject).toBe(
      '1 new lot for ‘Lots matching “kennington road”’',
    );
    expect(mail([section({ total: 3 }), section({ name: 'York', total: 1 })]).subject).toBe(
      '4 new lots for your saved searches',
    );
  });

  it('counts overlapping searches’ lots once, and gives no figure when they could not be counted', () => {
    const two = [section({ total: 3 }), section({ name: 'York', total: 2 })];
    const with_ = (newLots: number | null) =>
      alertDigestMail({
        to: 'a@example.co.uk',
        firstName: null,
        publicUrl: 'https://x.example',
        sections: two,
        newLots,
      });
    expect(with_(4).subject).toBe('4 new lots for your saved searches');
    expect(with_(null).subject).toBe('New lots for 2 of your saved searches');
  });

  it('shows the guide price only when there is one, and the end date of Modern auctions', () => {
    const m = mail([
      section({
        lots: [
          lot(),
          lot({
            id: 8,
            guide_price_min: null,
            auction_method: 'Modern',
            auction_end_date: '2027-01-05T12:00:00Z',
          }),
        ],
        total: 2,
      }),
    ]);
    expect(m.text).toContain(
      'Leeds · Flat · Guide price £120,000 · Auction Date 10 December, 2026',
    );
    expect(m.text).toContain('Leeds · Flat · Auction End Date 05 January, 2027');
  });

  it('says a guide range whole', () => {
    const m = mail([section({ lots: [lot({ guide_price_max: 135_000 })] })]);
    expect(m.text).toContain('Guide price £120,000 – £135,000');
  });

  it('links to all the new lots when the e-mail shows only some', () => {
    const m = mail([section({ total: 25 })]);
    expect(m.html).toContain('See all 25 new lots');
    expect(m.text).toContain('See all: https://x.example/listings?location=leeds&order_by=newest');
  });

  it('escapes lot titles and search names in the HTML part', () => {
    const m = mail([section({ name: 'A & B', lots: [lot({ title: '<script>x</script>' })] })]);
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(m.html).toContain('A &amp; B');
  });
});
