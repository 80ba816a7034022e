/** A page's words as a visitor reads them: no scripts, no tags, spaces made one. */
export const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
