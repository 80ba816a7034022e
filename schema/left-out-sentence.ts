import type { LeftOutFilter } from './left-out-filters';

// Apart from ./left-out-filters: the pages that say the sentence load neither its readers nor
// its labels (each filter comes with its own).

/** "We could not read a guide price from “-5” or closing from “2025-02-30”, so this search leaves them out." */
export function leftOutSentence(items: readonly LeftOutFilter[]): string {
  const parts = items.map((i) => `${i.label} “${i.value}”`);
  const said = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : parts[0];
  return `We could not read ${said}, so this search leaves ${parts.length > 1 ? 'them' : 'it'} out.`;
}
