import { AppLink } from '#client/components/prefetch-link';
import { formatCountOf } from '#shared/format/format';
import type { UnlistedHouse } from '#shared/payloads/directory-data';

const LINK = 'font-semibold text-brand-700 underline';

/**
 * On an empty page whose words name an auction house we do not list ("sdl auctions"): says so,
 * offers the house the name is a typo of, and the houses we list.
 */
export function UnlistedHouseNote({ house }: { house: UnlistedHouse }) {
  return (
    <p className="mb-3">
      {/* "ludgate auctions": the start of a house's name we do list is no house we lack. */}
      {house.like?.start ? null : `We list no auction house called “${house.said}”. `}
      {house.like ? (
        <>
          {'Did you mean '}
          <AppLink to={`/listings?auction_house=${house.like.id}`} className={LINK}>
            {house.like.name}
          </AppLink>
          {'? '}
        </>
      ) : null}
      <AppLink to="/auctioneers" className={LINK}>
        {`See the ${formatCountOf(house.houses, 'auction house')} we list`}
      </AppLink>
      .
    </p>
  );
}
