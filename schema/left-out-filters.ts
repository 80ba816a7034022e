/**
 * A filter of a link whose value we could not read ("guide_price_min=-5", "date_from=2025-02-30"):
 * the search leaves it out, as any malformed value, and the page says so, since it shows more than
 * the link asked for. Forms send only values they hold; these come from links edited by hand.
 */
export interface LeftOutFilter {
  name: string;
  /** As the link wrote it, cut to a readable length. */
  value: string;
  /** How the sentence names the filter ("a guide price from"): set here, so no page loads LABELS. */
  label: string;
}

/** How each filter is named in the sentence. */
const LABELS: Readonly<Record<string, string>> = {
  guide_price_min: 'a guide price from',
  guide_price_max: 'a guide price up to',
  bedrooms: 'bedrooms from',
  bedrooms_max: 'bedrooms up to',
  auction_from: 'closing from',
  auction_to: 'closing up to',
  radius: 'a distance of',
  min_price: 'a price from',
  max_price: 'a price up to',
  date_from: 'sold from',
  date_to: 'sold up to',
  property_type: 'a property type',
  tenure: 'a tenure',
  new_build: 'a new-build choice',
  auction_method: 'an auction method',
  auction_house: 'an auction house',
  closing: 'a closing time',
  lot_status: 'a lot status',
  near: 'a map point',
};

const SHOWN_CHARS = 40;

const leftOut = (name: string, value: string): LeftOutFilter => ({
  name,
  value: value.slice(0, SHOWN_CHARS),
  label: LABELS[name] ?? name,
});

/** Each of `names` the link gives a value (not blank) that `readable` refuses, in `names`' order. */
export function leftOutFilters(
  params: URLSearchParams,
  names: readonly string[],
  readable: (name: string, value: string) => boolean,
): LeftOutFilter[] {
  return names.flatMap((name) => {
    const value = params.get(name)?.trim();
    return value && !readable(name, value) ? [leftOut(name, value)] : [];
  });
}

/** Each of a repeatable filter's `values` (as the query gives them) that `readable` refuses. */
export function leftOutValues(
  name: string,
  values: readonly string[],
  readable: (value: string) => boolean,
): LeftOutFilter[] {
  return values.filter((v) => !readable(v)).map((v) => leftOut(name, v));
}
