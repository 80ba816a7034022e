/**
 * Words before "home" or "homes" that make it no house: "care home", "park home", "holiday home".
 * The lot search reads no house type in them (search-words), and an empty page leaves each out
 * whole (auction-terms): "Leave out “care”" offered the houses.
 */
export const HOMES_NOT_HOUSES: ReadonlySet<string> = new Set([
  'care',
  'nursing',
  'residential',
  'retirement',
  'mobile',
  'park',
  'holiday',
]);

/** Each such home as a phrase, singular and plural: "care home", "care homes". */
export const HOME_PHRASES: readonly string[] = [...HOMES_NOT_HOUSES].flatMap((w) => [
  `${w} home`,
  `${w} homes`,
]);
