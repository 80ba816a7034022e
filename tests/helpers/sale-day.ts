import { londonDayOf } from '#schema/london-time';
import { plusDays } from '#schema/uk-clock';

/**
 * When the tests' lots are auctioned: 10:00 UTC on the UK day sixty days from today. The database
 * reads a lot's state on the real clock (`lot_state()`), so a fixed date stops being "for sale"
 * once the calendar passes it. The tests used to write 2026-12-10 into their lots and catalogues;
 * under a clock past that day 25 of them failed.
 */
export const SALE_DAY = plusDays(londonDayOf(new Date()), 60);
export const SALE_AT = `${SALE_DAY}T10:00:00Z`;
/** `SALE_AT` as the graph and JSON answers write it. */
export const SALE_ISO = new Date(SALE_AT).toISOString();
