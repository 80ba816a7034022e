/**
 * A sum of money as buyers write it: "£150,000", "150k", "£1.2m", "150000", in words or in a
 * link's price, and as a browser's number box may send it ("2.5e5"). "150,000" and "150k" in a link read as £150 (the digits before the comma or the
 * letter), and found nothing under a guide of £150.
 */
const MONEY = /^£?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|m)?$/i;
/** What a browser's number box also takes: "2.5e5", "1e6". */
const EXPONENT = /^\d+(?:\.\d+)?e\d{1,2}$/i;

/** The most a price filter or a sum in words may be: £1 billion. */
export const MAX_MONEY = 1_000_000_000;

/** Whole pounds, 0 to MAX_MONEY, of a sum written as MONEY reads; undefined for anything else. */
export function poundsIn(text: string | null | undefined): number | undefined {
  const written = (text ?? '').trim().replace(/\s+/g, '');
  if (EXPONENT.test(written)) {
    const pounds = Math.floor(Number(written) + 1e-6);
    return pounds <= MAX_MONEY ? pounds : undefined;
  }
  const m = MONEY.exec(written);
  if (!m) return undefined;
  const scale = { k: 1_000, m: 1_000_000 }[m[2]?.toLowerCase() ?? ''] ?? 1;
  const pounds = Math.floor(Number(m[1]!.replace(/,/g, '')) * scale + 1e-6);
  return pounds <= MAX_MONEY ? pounds : undefined;
}
