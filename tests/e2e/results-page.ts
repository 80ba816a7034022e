import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Reading the lot results page (`/listings`) the way a visitor sees it. */

/** The list's count: "80 lots", or "80 lots, cheapest first" in an order the visitor chose. */
export const LOT_COUNT = /^\d[\d,]* lots?(, [a-z ]+ first)?$/;

/** The list's count ("80 lots") as a number. */
export async function listCount(page: Page) {
  const text = await page.getByText(LOT_COUNT).textContent();
  return Number(text!.replace(/\D/g, ''));
}

/** The map's centre as it reports it (`data-map-centre="lat,lng"`). */
export async function mapCentre(page: Page) {
  const map = page.getByRole('region', { name: 'Map of lots' });
  await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
  const [lat, lng] = (await map.getAttribute('data-map-centre'))!.split(',').map(Number);
  return { lat: lat!, lng: lng! };
}

/** The result cards of the page. */
export const resultCards = (page: Page) => page.locator('main article');

/** The cards' links to their lots (`/listings/123`), in order. */
export const cardLinks = (page: Page) =>
  resultCards(page)
    .locator('h2 a, h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** What each card says the lot is ("Leeds · Terraced house"), in order. */
export const cardSummaries = (page: Page) =>
  resultCards(page).locator(':is(h2, h3) + p').allTextContents();

/** The labels of the active-filter chips ("Houses", "Guide up to £250,000"), in order. */
export async function chipLabels(page: Page) {
  const chips = page.getByRole('group', { name: 'Active filters' }).getByRole('link');
  const names = await chips.evaluateAll((links) =>
    links.map((a) => a.getAttribute('aria-label') ?? ''),
  );
  return names.filter((n) => n.startsWith('Remove filter: ')).map((n) => n.slice(15));
}

/**
 * The guide price each card shows, in pounds, in order: the lower figure of a range
 * ("£205,000 – £245,000" is 205000), the figure a price sort and "up to" read; null when a
 * card shows none.
 */
export function cardGuidePrices(page: Page) {
  return resultCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'Guide price');
      const lower = term?.nextElementSibling?.textContent?.match(/£([\d,]+)/)?.[1];
      return lower ? Number(lower.replace(/,/g, '')) : null;
    }),
  );
}

/** The auction house each card names, in order. */
export const cardHouses = (page: Page) =>
  resultCards(page).locator('a[href^="/auctioneers/"]').allTextContents();

/**
 * The address holds these search parameters (letter case aside: the form may send a place as
 * `birmingham`), whatever else it holds; `null` for a parameter that must be absent.
 */
export async function expectParams(page: Page, expected: Record<string, string | null>) {
  const wanted = Object.fromEntries(
    Object.entries(expected).map(([k, v]) => [k, v?.toLowerCase() ?? null]),
  );
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return Object.fromEntries(
        Object.keys(wanted).map((k) => [k, params.get(k)?.toLowerCase() ?? null]),
      );
    })
    .toEqual(wanted);
}
