import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, signIn } from './fixtures';

/**
 * A low-vision walk (WCAG 1.4.4 and 1.4.10): on a 375 px phone with the browser's text at 200 %,
 * 15 of 18 pages scrolled sideways (a grid's one column grew to its widest price or word), a lot
 * card's guide price was drawn over its auction date, figure tiles over each other, the header's
 * name over "Menu", and two of the three home search tabs were out of sight.
 */

/** The browser's text size at 200 % ("Very large"), as a visitor sets it: rem and breakpoints follow. */
async function largeText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/**
 * What sticks out on the page: the document wider than the window, an element of <main> wider than
 * the window, and a fact or figure (a <dl>'s group) whose text runs out of its own box, over the
 * next one. One line each; `[]` when nothing does.
 */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const e of document.querySelectorAll('main *')) {
      const w = e.getBoundingClientRect().width;
      if (w > width + 0.5) found.push(`${name(e)} is ${Math.round(w)} px wide`);
    }
    for (const group of document.querySelectorAll('main dl > div')) {
      const box = group.getBoundingClientRect();
      if (box.width === 0) continue;
      const text = document.createRange();
      text.selectNodeContents(group);
      const drawn = text.getBoundingClientRect();
      if (drawn.left < box.left - 1 || drawn.right > box.right + 1)
        found.push(`${name(group)} runs out of its box`);
    }
    return found.slice(0, 5);
  });

/** The text boxes of a lot card's guide price and auction date, as drawn. */
const priceAndDate = (page: Page) =>
  page
    .locator('main article')
    .filter({ has: page.getByText('Guide price', { exact: true }) })
    .first()
    .evaluate((card) => {
      const drawn = (term: string) => {
        const dt = [...card.querySelectorAll('dt')].find((d) => d.textContent === term);
        const text = document.createRange();
        text.selectNodeContents(dt!.nextElementSibling!);
        const r = text.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      return { price: drawn('Guide price'), date: drawn('Auction Date') };
    });

test.describe('375 px with the text at 200 %', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('no page scrolls sideways or draws one thing over another', async ({ page, errors }) => {
    test.setTimeout(120_000);
    await largeText(page);

    await gotoHydrated(page, '/');
    // The header's name beside (or above) "Menu", not over it.
    const name = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Auction Property UK' })
      .evaluate((a) => {
        const text = document.createRange();
        text.selectNodeContents(a);
        const r = text.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect
      .soft(
        overlap(name, {
          left: menu.x,
          right: menu.x + menu.width,
          top: menu.y,
          bottom: menu.y + menu.height,
        }),
      )
      .toBe(false);
    // Every search tab whole inside its row, none scrolled away out of sight.
    const tabs = await page.getByRole('tablist', { name: 'Search' }).evaluate((list) => {
      const row = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const r = tab.getBoundingClientRect();
          return r.left < row.left - 1 || r.right > row.right + 1;
        })
        .map((tab) => tab.textContent);
    });
    expect.soft(tabs, 'search tabs out of sight').toEqual([]);
    expect.soft(await sticksOut(page), '/').toEqual([]);

    await gotoHydrated(page, '/listings?location=Leeds');
    const { price, date } = await priceAndDate(page);
    expect.soft(overlap(price, date), 'a lot card’s guide price over its auction date').toBe(false);
    expect.soft(await sticksOut(page), '/listings').toEqual([]);

    // A lot page with its key facts and the sold prices nearby.
    const lot = await page
      .locator('main article a[href^="/listings/"]')
      .first()
      .getAttribute('href');
    await gotoHydrated(page, lot!);
    await expect(page.getByRole('heading', { name: 'Latest sales' })).toBeVisible();
    expect.soft(await sticksOut(page), lot!).toEqual([]);

    for (const path of [
      '/sold-house-prices?search=LS6',
      '/locations/leeds',
      '/auctions',
      '/auctioneers',
    ]) {
      await gotoHydrated(page, path);
      expect.soft(await sticksOut(page), path).toEqual([]);
    }

    const house = await page
      .locator('main article a[href^="/auctioneers/"]')
      .first()
      .getAttribute('href');
    await gotoHydrated(page, house!);
    expect.soft(await sticksOut(page), house!).toEqual([]);

    await gotoHydrated(page, '/login?redirect=%2Fprofile');
    await signIn(page);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect.soft(await sticksOut(page), '/profile').toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('320 px (a 1280 px window at 400 %)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('the date fields show the whole date', async ({ page, errors }) => {
    /** Each shown date field is as wide as its date ("12/31/2026"), its padding and its calendar button. */
    const cutDates = () =>
      page.locator('input[type="date"]:visible').evaluateAll((inputs) =>
        inputs.flatMap((input) => {
          const style = getComputedStyle(input);
          const ruler = document.createElement('canvas').getContext('2d')!;
          ruler.font = style.font;
          const fontSize = parseFloat(style.fontSize);
          const needed =
            ruler.measureText('12/31/2026').width +
            parseFloat(style.paddingLeft) +
            parseFloat(style.paddingRight) +
            parseFloat(style.borderLeftWidth) +
            parseFloat(style.borderRightWidth) +
            2 * fontSize; // the calendar button and the space before it
          const width = input.getBoundingClientRect().width;
          return width >= needed
            ? []
            : [`${input.getAttribute('name')}: ${Math.round(width)} of ${Math.round(needed)} px`];
        }),
      );

    await gotoHydrated(
      page,
      '/listings?location=Leeds&auction_from=2026-12-10&auction_to=2026-12-31',
    );
    await page.getByRole('button', { name: 'Change search' }).click();
    const filters = page.getByRole('search', { name: 'Filter lots' });
    await filters.getByText(/^More filters/).click();
    await expect(filters.locator('input[type="date"]').first()).toBeVisible();
    expect.soft(await cutDates()).toEqual([]);

    await gotoHydrated(
      page,
      '/sold-house-prices?search=LS6&date_from=2025-01-10&date_to=2025-12-31',
    );
    await page.getByRole('button', { name: 'Change search' }).click();
    await expect(page.locator('input[name="date_from"]')).toBeVisible();
    expect.soft(await cutDates()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
