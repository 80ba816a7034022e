/**
 * The tab a key moves to in a row of `count` tabs from tab `index` (WAI-ARIA tabs pattern): the
 * arrows to the next or previous one, round the ends; Home and End to the first and last. Null
 * for any other key, which the tab leaves to the browser.
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index + count - 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
