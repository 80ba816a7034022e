import { cleanText } from './clean-text';

/**
 * The country that ends an address copied from a map or an agent's page ("…, Leeds LS6 7DW, UK",
 * "Leeds, United Kingdom"). Every place we hold is in it, so it says nothing; read as a place or
 * as words it emptied both searches, and "…, LS6 7DW, England" searched the street in all of
 * England (sales of the same number in Carlisle and Reading).
 */
const COUNTRY_AT_END =
  /(?:[\s,]+in)?[\s,]+(?:the\s+)?(?:uk|u\.k\.?|united\s+kingdom|great\s+britain|gb)\.?$/i;

/**
 * A nation after a postcode ("LS6 7DW, England", "leeds ls6 england"): the postcode says more.
 * Kept after a place, whose nation may be what tells it from its namesakes ("Newport, Wales").
 */
const NATION_AFTER_POSTCODE =
  /(\b[a-z]{1,2}\d[a-z\d]?(?:\s*\d[a-z]{2})?)[\s,]+(?:england|scotland|wales|northern\s+ireland)\.?$/i;

/**
 * The text without the country or nation it ends with, when anything is left ("UK" alone stays
 * "UK"); text with none comes back as it was.
 */
export function withoutCountry(text: string): string {
  let rest = text;
  for (;;) {
    const next = rest.replace(COUNTRY_AT_END, '').replace(NATION_AFTER_POSTCODE, '$1').trim();
    if (next === rest || !/[a-z\d]/i.test(next.replace(/\b(?:the|in)\b/gi, ''))) return rest;
    rest = next.replace(/[\s,]+$/, '');
  }
}

/** The country alone ("UK", "the United Kingdom"): everywhere we hold, so no search at all. */
const COUNTRY_ALONE =
  /^(?:(?:all\s+(?:of\s+)?)?(?:the\s+)?)?(?:uk|u\.k\.?|united\s+kingdom|great\s+britain|gb|britain)\.?$/i;

/**
 * A run of commas or semicolons between words is one comma, and none at either end: "Grosvenor
 * Road,, Leeds" was the street "Grosvenor Road," (none such), "Grosvenor Road; Leeds" one street.
 * A comma between digits (a sum's thousands, "100,000", or a slip in one) is left as it is.
 */
const withOneComma = (value: string | null | undefined) =>
  value
    // A run between two digits ("100,,000") is a sum's slip: left for the sum's reading.
    ?.replace(/\s*[,;](?:\s*[,;])+\s*|\s*;\s*/g, (run, at: number, text: string) =>
      /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + run.length] ?? '') ? run : ', ',
    )
    .replace(/^[\s,]+|[\s,]+$/g, '');

/**
 * Searched text from a URL: cleaned (`cleanText`), without the country it may end with. The
 * country alone is no search: "uk" read as a place or as words found nothing and offered nothing.
 */
export function cleanSearchText(value: string | null | undefined): string | undefined {
  const cleaned = cleanText(withOneComma(value));
  if (cleaned && COUNTRY_ALONE.test(cleaned)) return undefined;
  return cleaned && withoutCountry(cleaned);
}
