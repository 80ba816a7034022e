import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, signIn } from './fixtures';
import { listCount, mapCentre } from './results-page';

/** `path` (a map view) reached by signing in from its "Sign in" link, once the map has loaded. */
async function mapSignedIn(page: Page, path: string) {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page);
  const map = page.getByRole('region', { name: 'Map of lots' });
  await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
  return map;
}

test('a place search opens the map on that place, with the list’s count; Back returns to the same view', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/listings')}`);
  await signIn(page);
  await expect(page).toHaveURL(/\/listings$/);
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByLabel('Location').fill('leeds');
  await filters.getByLabel('Within').selectOption('10');
  await filters.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/location=leeds&radius=10/);
  await expect(page.getByText('Lots within 10 miles of Leeds, West Yorkshire')).toBeVisible();
  const total = await listCount(page);
  expect(total).toBeGreaterThan(0);

  await page
    .getByRole('navigation', { name: 'Results view' })
    .getByRole('link', { name: 'Map' })
    .click();
  await expect(page).toHaveURL(/view=map/);
  // Leeds is at about 53.80 N, 1.55 W; London (the old opening view) at 51.51 N, 0.12 W.
  const centre = await mapCentre(page);
  expect(Math.abs(centre.lat - 53.8)).toBeLessThan(0.1);
  expect(Math.abs(centre.lng - -1.55)).toBeLessThan(0.1);
  await expect(page.getByText(`${total} lots match this search.`)).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of lots' });
  await expect(map).toHaveAttribute('data-map-in-view', String(total));
  // The map names the place searched (the basemap itself has no names).
  await expect(map.locator('[data-place="Leeds"]')).toBeVisible();

  // Zoom in: the view goes into the address (replacing the entry, so no extra Back steps).
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(page).toHaveURL(/[?&]at=53\.\d+%2C-1\.\d+%2C\d+\.\d+/);
  await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
  const zoomed = await mapCentre(page);
  const at = new URL(page.url()).searchParams.get('at');

  // Open a lot from the list under the map, then Back: the map is where it was.
  await page.locator('main article h3 a').first().click();
  await expect(page).toHaveURL(/\/listings\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/view=map/);
  expect(new URL(page.url()).searchParams.get('at')).toBe(at);
  const back = await mapCentre(page);
  expect(Math.abs(back.lat - zoomed.lat)).toBeLessThan(1e-4);
  expect(Math.abs(back.lng - zoomed.lng)).toBeLessThan(1e-4);
  expect(errors).toEqual([]);
});

test('the map’s town names never print across each other, and the place searched is named', async ({
  page,
  errors,
}) => {
  const map = await mapSignedIn(page, '/listings?location=Manchester&radius=10&view=map');
  await expect(map.locator('[data-place="Manchester"]')).toBeVisible();
  // Around Manchester the towns stand close: Salford's name was printed across Manchester's,
  // Great Sankey's across Warrington's (HTML markers, placed without MapLibre's collisions). And
  // Manchester's own lots gather on it: its name moves off their marker instead of lying under it.
  const layout = () =>
    map.evaluate((root) => {
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const shown = [...root.querySelectorAll<HTMLElement>('[data-place]')].filter(
        (el) => getComputedStyle(el).visibility !== 'hidden',
      );
      const boxes = shown.map((el) => ({
        name: el.dataset.place,
        box: el.getBoundingClientRect(),
      }));
      const markers = [...root.querySelectorAll('button.maplibregl-marker')].map((m) =>
        m.getBoundingClientRect(),
      );
      const manchester = boxes.find((b) => b.name === 'Manchester')?.box;
      return {
        named: boxes.length > 5,
        crossing: boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => meets(a.box, b.box))
            .map((b) => `${a.name} × ${b.name}`),
        ),
        manchesterUnderMarkers: manchester
          ? markers.filter((m) => meets(manchester, m)).length
          : -1,
      };
    });
  await expect.poll(layout).toEqual({ named: true, crossing: [], manchesterUnderMarkers: 0 });
  expect(errors).toEqual([]);
});

test('on the map, a sold lot is called by what it sold for and drawn grey, not by its guide', async ({
  page,
  errors,
}) => {
  const map = await mapSignedIn(page, '/listings?location=leeds&lot_status=sold&view=map');
  const sold = map.getByRole('button', { name: /, sold for £[\d,]+$/ });
  await expect(sold.first()).toBeVisible();
  // Every lot here is sold: none is called by its guide (as every one was).
  await expect(map.getByRole('button', { name: /, guide £/ })).toHaveCount(0);
  await expect(page.getByText(/^Grey: sale over/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('from a lot page, "See lots nearby on the map": signed out gets the map-access modal, signing in comes back to the map around the lot', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=bristol');
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/listings\/\d+$/);
  const nearby = page.getByRole('link', { name: 'See lots nearby on the map' });
  const href = (await nearby.getAttribute('href'))!;
  expect(href).toMatch(/^\/listings\?view=map&near=-?\d+\.\d{5},-?\d+\.\d{5}&radius=5$/);
  const [lat, lng] = new URLSearchParams(href.split('?')[1]).get('near')!.split(',').map(Number);

  await nearby.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to use the map' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const centre = await mapCentre(page);
  expect(Math.abs(centre.lat - lat!)).toBeLessThan(0.01);
  expect(Math.abs(centre.lng - lng!)).toBeLessThan(0.01);
  await expect(page.getByText(/^Within 5 miles of \d+\.\d{5}° N/)).toBeVisible();
  const total = await listCount(page);
  expect(total).toBeGreaterThan(0);
  await expect(
    page.getByText(`${total} lot${total === 1 ? '' : 's'} match this search.`),
  ).toBeVisible();
  // The lot itself is on the map, at the centre.
  await expect(
    page.getByRole('region', { name: 'Map of lots' }).locator('[data-lot-id]').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

/** Signed in, Bristol's lots on the map, drawn with at least two markers. */
async function bristolMap(page: Page) {
  const map = await mapSignedIn(page, '/listings?location=bristol&view=map');
  const markers = map.locator('[data-lot-id]');
  await expect(markers.nth(1)).toBeVisible();
  return { map, markers, popup: page.locator('.maplibregl-popup') };
}

test('a mouse click on a lot’s marker opens its card; another marker opens its own; Escape closes it', async ({
  page,
  errors,
}) => {
  const { map, markers, popup } = await bristolMap(page);

  // A real pointer: it hovers, then clicks where the marker is (the marker used to jump on hover).
  const first = markers.first();
  const firstId = await first.getAttribute('data-lot-id');
  await map.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(popup.locator(`a[href="/listings/${firstId}"]`).first()).toBeVisible();

  // A second marker while the first card is open: its own card, not an empty box. Held by its
  // lot (the card's pan may reload the markers in another order, so "the second" may change).
  const secondId = await markers.nth(1).getAttribute('data-lot-id');
  const second = map.locator(`[data-lot-id="${secondId}"]`);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(popup.locator(`a[href="/listings/${secondId}"]`).first()).toBeVisible();
  await expect(popup).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(second).toBeFocused();
  expect(errors).toEqual([]);
});

test('keyboard: Tab past a lot’s card goes on to the next lot’s marker, Shift+Tab back to its own', async ({
  page,
  errors,
}) => {
  const { map, markers, popup } = await bristolMap(page);
  const ids = await markers.evaluateAll((els) => els.map((e) => e.getAttribute('data-lot-id')));
  const first = map.locator(`[data-lot-id="${ids[0]}"]`);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(popup.locator(`a[href="/listings/${ids[0]}"]`).first()).toBeFocused();

  const tabOut = async (key: string) => {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(key);
      const inCard = await page.evaluate(
        () => !!document.activeElement?.closest('.maplibregl-popup'),
      );
      if (!inCard) return;
    }
  };
  // Back out of the card: its own marker, the card still open.
  await tabOut('Shift+Tab');
  await expect(first).toBeFocused();
  await expect(popup).toHaveCount(1);

  // Through the card and out: the next lot's marker (it went on to the list below the map).
  await page.keyboard.press('Enter');
  await expect(popup.locator(`a[href="/listings/${ids[0]}"]`).first()).toBeFocused();
  await tabOut('Tab');
  await expect(map.locator(`[data-lot-id="${ids[1]}"]`)).toBeFocused();
  await expect(popup).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Whether every edge of `inner` lies within `outer` (both bounding boxes, in page pixels). */
const within = (
  inner: { x: number; y: number; width: number; height: number } | null,
  outer: { x: number; y: number; width: number; height: number },
) =>
  !!inner &&
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px every marker can be clicked, and its card opens wholly inside the map: focus on its title, the close button before it`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize(viewport);
    const map = await mapSignedIn(page, '/listings?location=Manchester&view=map');
    await map.scrollIntoViewIfNeeded();
    const markers = map.locator('[data-lot-id]');
    await expect(markers.nth(1)).toBeVisible();

    // No dot hides another: the middle of each marker is that marker, not its neighbour.
    const hidden = await markers.evaluateAll((els) =>
      els
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !el.contains(top);
        })
        .map((el) => el.getAttribute('aria-label')),
    );
    expect(hidden).toEqual([]);

    // The markers nearest the map's top, right and left edges: where the card used to spill out.
    const boxes = await markers.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { id: el.getAttribute('data-lot-id')!, x: r.x, y: r.y };
      }),
    );
    const edgeMost = [
      boxes.reduce((a, b) => (b.y < a.y ? b : a)),
      boxes.reduce((a, b) => (b.x > a.x ? b : a)),
      boxes.reduce((a, b) => (b.x < a.x ? b : a)),
    ];
    const card = page.locator('.maplibregl-popup');
    const mapUrl = page.url();
    for (const [i, id] of [...new Set(edgeMost.map((b) => b.id))].entries()) {
      // Each from the map as it first opened: a card at one edge moves the map to show it whole,
      // and the map then shows the lots of where it moved to, which may leave out the next edge's.
      if (i > 0) {
        await gotoHydrated(page, mapUrl);
        await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
        await map.scrollIntoViewIfNeeded();
      }
      const marker = map.locator(`[data-lot-id="${id}"]`);
      await marker.focus();
      await page.keyboard.press('Enter');
      const title = card.locator(`h3 a[href="/listings/${id}"]`);
      await expect(title).toBeFocused();
      const mapBox = (await map.boundingBox())!;
      await expect.poll(async () => within(await card.boundingBox(), mapBox)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      const close = card.getByRole('button', { name: 'Close card' });
      await expect(close).toBeFocused();
      expect(within(await close.boundingBox(), mapBox)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);
      await expect(map.locator(`[data-lot-id="${id}"]`)).toBeFocused();
    }
    expect(errors).toEqual([]);
  });
}

test('a region’s crowd of lots is one marker that zooms in, not a ring of dots across the sea', async ({
  page,
  errors,
}) => {
  const map = await mapSignedIn(page, '/listings?location=north+west&view=map');
  const total = Number(await map.getAttribute('data-map-in-view'));
  expect(total).toBeGreaterThan(12);
  // Before, every one of the region's lots was a dot, spread round Manchester in rings of 40.
  const group = map.getByRole('button', { name: /^\d+ lots: zoom in$/ });
  await expect(group.first()).toBeVisible();
  const dots = await map.locator('[data-lot-id]').count();
  const grouped = await group.evaluateAll((els) =>
    els.reduce((n, el) => n + Number(el.textContent?.replace(/\D/g, '') ?? 0), 0),
  );
  expect(dots + grouped).toBe(total);
  expect(dots).toBeLessThan(total);
  // The group zooms in on its lots.
  const before = new URL(page.url()).searchParams.get('at');
  await group.first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('at')).not.toBe(before);
  expect(errors).toEqual([]);
});

test('the map leaves a quarter of a short (zoomed) window to scroll the page by with the wheel', async ({
  page,
  errors,
}) => {
  // A wheel over the map zooms the map: at 360 px high in a 400 px window (a 1280 × 800 window
  // at 200 % zoom) the page could hardly be scrolled past it, and not at all in a shorter one.
  await page.setViewportSize({ width: 640, height: 400 });
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/listings?view=map')}`);
  await signIn(page);
  await expect(page).toHaveURL(/view=map/);
  const box = await page.getByRole('region', { name: 'Map of lots' }).boundingBox();
  expect(box!.height).toBeGreaterThan(0);
  expect(box!.height).toBeLessThanOrEqual(400 * 0.75 + 1);
  expect(errors).toEqual([]);
});
