import type { LotRecord } from '#schema/entities';
import { AppLink } from '#client/components/prefetch-link';
import { placePath, postcodePath } from '#schema/area-paths';

// Underlined: inside a line of text a link must not be told apart by colour alone.
const areaLink = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The lot's town, linked to its place page when the lot knows the place. */
export function LotPlaceLink({ lot }: { lot: LotRecord }) {
  if (!lot.location_slug) return lot.location;
  return (
    <AppLink to={placePath(lot.location_slug)} className={areaLink}>
      {lot.location}
    </AppLink>
  );
}

/** The lot's postcode, linked to its district's page (`/postcodes/ls6`). */
export function LotPostcodeLink({ lot }: { lot: LotRecord }) {
  const district = lot.postcode_district?.toLowerCase();
  if (!lot.postcode || !district) return lot.postcode;
  return (
    <AppLink to={postcodePath(district)} className={areaLink}>
      {lot.postcode}
      <span className="sr-only">{` (postcode district ${district.toUpperCase()})`}</span>
    </AppLink>
  );
}

/** "14 Brudenell Road, LS6 1BD" with the postcode linked; the town when neither is known. */
export function LotAddress({ lot }: { lot: LotRecord }) {
  if (!lot.address && !lot.postcode) return <LotPlaceLink lot={lot} />;
  return (
    <>
      {lot.address}
      {lot.address && lot.postcode ? ', ' : null}
      <LotPostcodeLink lot={lot} />
    </>
  );
}
