import type { Queryable } from '#server/db/db.server';
import type { BoolExp } from '#server/graph/sql.server';
import { parsePostcodeText, postcodeAreaOf } from './postcode-text';
import { districtsWhere, placeNameWhere, postcodeWhere } from './sold-price-where';
import { areaDistricts, findPlace, placeDistricts } from './area-tree.server';
import { nationOfPostcodeArea, nationWithoutPricePaid } from '#schema/land-registry-coverage';

export interface ResolvedLocation {
  /** What the results are for, as the page says it ("LS6", "Leeds"). */
  label: string;
  where: BoolExp;
  /** Scotland or Northern Ireland: Land Registry records no sales there (see land-registry-coverage). */
  nation?: string | null;
}

/**
 * The sold-price `location` filter: a postcode at any level, or a place (slug or name) narrowed
 * to its postcode districts so the (district, date) index answers. A place we hold no postcodes
 * for falls back to Price Paid's own town, district, county and locality columns.
 */
export async function resolveSoldPriceLocation(
  db: Queryable,
  text: string,
): Promise<ResolvedLocation> {
  const pc = parsePostcodeText(text);
  const nation = pc ? nationOfPostcodeArea(postcodeAreaOf(pc)) : null;
  if (pc?.kind === 'unit') return { label: pc.postcode, where: postcodeWhere(pc), nation };
  if (pc && pc.kind !== 'area')
    return { label: text.toUpperCase(), where: postcodeWhere(pc), nation };
  if (pc?.kind === 'area') {
    const districts = await areaDistricts(db, pc.slug);
    if (districts.length)
      return {
        label: `${text.toUpperCase()} postcode area`,
        where: districtsWhere(districts),
        nation,
      };
  }
  const place = await findPlace(db, text);
  if (!place) return { label: text, where: placeNameWhere(text) };
  const districts = await placeDistricts(db, place.slug);
  return {
    label: place.name,
    where: districts.length ? districtsWhere(districts) : placeNameWhere(place.name),
    nation: nationWithoutPricePaid(place.slug),
  };
}
