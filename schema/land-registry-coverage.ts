import { own } from './own';

/** HM Land Registry's Price Paid Data covers England and Wales: the nations it leaves out. */
const NOT_COVERED: Record<string, string> = {
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/**
 * The nation a place (by its slug, `scotland/glasgow-city/glasgow`) is in when Land Registry
 * records no sales there, else null: a page can say why there are no sold prices instead of
 * suggesting a wider search that cannot find any.
 */
export function nationWithoutPricePaid(locationSlug: string | null | undefined): string | null {
  if (!locationSlug) return null;
  return own(NOT_COVERED, locationSlug.split('/')[0]!) ?? null;
}

/** Postcode areas wholly in Scotland (TD straddles the border and is left out), and Northern Ireland's. */
const AREA_NATIONS: Record<string, string> = {
  ...Object.fromEntries(
    ['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'ZE'].map(
      (a) => [a, 'Scotland'],
    ),
  ),
  BT: 'Northern Ireland',
};

/** `nationWithoutPricePaid` for a postcode's area letters ("G", "EH", "BT"). */
export const nationOfPostcodeArea = (area: string): string | null =>
  AREA_NATIONS[area.toUpperCase()] ?? null;

/** Who publishes the sale prices of a nation Land Registry leaves out, said as one sentence. */
export const otherRegistryOf = (nation: string): string =>
  nation === 'Scotland'
    ? 'Registers of Scotland publishes the prices of Scottish sales.'
    : 'Land & Property Services publishes the prices of Northern Irish sales.';

/** Why a place in a nation Land Registry leaves out has no sold prices, and where they are. */
export const noSalesOutside = (nation: string): string =>
  `HM Land Registry records sales in England and Wales only, so we hold none in ${nation}. ${otherRegistryOf(nation)}`;

/**
 * A page of sold prices for a place in a nation Land Registry leaves out, described: "Edinburgh is
 * in Scotland: …"; the nation itself is not "in" itself ("Scotland is in Scotland" read as a
 * template's slip).
 */
export const outsideDescription = (label: string, nation: string): string =>
  `${label === nation ? `We hold no sold prices for ${nation}` : `${label} is in ${nation}`}: HM Land Registry records sales in England and Wales only. ${otherRegistryOf(nation)}`;
