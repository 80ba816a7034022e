const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * Whether every place offered for a Location that named none holds its text as words ("kingston":
 * Kingston upon Hull, Kingston upon Thames): the text is then a shared part of names, not a place
 * we do not know. Read on the server for the lot search, and by the sold prices' notes: the `pages` chunk every
 * first load holds carries none of it.
 */
export const sharesName = (text: string, offered: ReadonlyArray<{ label: string }>) =>
  offered.length > 1 && offered.every((p) => wordsOf(p.label).includes(wordsOf(text)));
