/**
 * The day the tests' directory is seeded as on (SEED_DAY), then rolled forward to today as a
 * long-running demo is (decision 122): the integration tests' app (tests/helpers/test-app.ts) and
 * the end-to-end suite's server (playwright.config.ts). The seed's lots, streets and towns follow
 * the day it is made for: seeded on the day of the run, they changed with the date, and on
 * 1 December eight tests that found "Victoria Terrace", a cottage near Leeds and York's
 * two-bedroom lots failed on a seed without them. Now every run holds the same lots, on today's
 * calendar. No imports: playwright.config.ts reads it without loading the app.
 */
export const TEST_SEED_DAY = '2026-11-30';
