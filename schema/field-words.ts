/**
 * How the editor names fields and sections to people: the section forms' labels (client/admin)
 * and the server's section problems (under Publish, in the preview's placeholders) use the same
 * words, so a refused publish names what the editor sees, never a path like `blocks.0.text`.
 */

const LABELS: Record<string, string> = {
  seo: 'Search engines (SEO)',
  noindex: 'Hide from search engines (noindex)',
  hidden: 'Hidden from visitors (kept here to show again)',
  ctas: 'Buttons',
  cta: 'Button',
  href: 'Link',
  src: 'Image address',
  alt: 'Alt text (empty if decorative)',
  view_all: 'View all link',
  id: 'Id',
  sold_house_price_card_details_config: 'Sold house price card rows',
  map_access_modal: 'Map access modal (page shown to signed-out visitors on the map)',
  forbidden_content_modal: 'Members-only modal (page shown for members-only content)',
  slug: 'Page slug',
};

/** `view_all` → "View all link", `min_field` → "Min field". */
export function humanize(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One item of a list labelled `label`, as the form names it: "Buttons" → "Button". */
export const singular = (label: string) => (/[^s]s$/.test(label) ? label.slice(0, -1) : label);

/**
 * A field path in the form's words: `blocks.0.text` → "Block 1 › Text", `ctas.1.label` →
 * "Button 2 › Label". An empty path (the section as a whole) gives "".
 */
export function fieldInWords(path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  let numbered = false;
  for (const key of path) {
    if (typeof key === 'number') {
      const list = parts.pop();
      // A list of lists ("items.0.1"): the inner item is an item of the outer one.
      parts.push(
        list && !numbered
          ? `${singular(list)} ${key + 1}`
          : `${list ? `${list} › ` : ''}Item ${key + 1}`,
      );
      numbered = true;
    } else {
      parts.push(humanize(String(key)));
      numbered = false;
    }
  }
  return parts.join(' › ');
}

/** A section as the editor's list shows it: "Section 2 (Rich text)". */
export const sectionInWords = (index: number, type: string) =>
  `Section ${index + 1} (${humanize(type)})`;
