/**
 * Each entry of a lot page's History section after its date, in the order shown: what has
 * happened, then what is still to come ("Listed · guide from £75,000", "Bidding closes").
 */
export function historyEntries(pageHtml: string): string[] {
  const section = pageHtml
    .slice(pageHtml.indexOf('>History<'))
    .split(/<\/(?:section|details)>/)[0]!
    .replaceAll('<!-- -->', '');
  return [...section.matchAll(/<\/time> · ([^<]+)/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());
}
