import { HOME_PHRASES } from './homes-not-houses';
import { longestAt } from './phrase-at';
import { isKindPhrase } from './lot-search-text';

/**
 * Phrases of lot descriptions whose words mean nothing apart: "ground rent" less "rent" is
 * "ground", which finds every ground floor flat. An empty search offers to leave such a phrase
 * out whole, never one of its words (decision 150).
 */
const TERMS = new Set([
  'ground rent',
  'ground rents',
  'ground floor',
  'first floor',
  'second floor',
  'top floor',
  'vacant possession',
  'sitting tenant',
  'short lease',
  'long lease',
  'barn conversion',
  'cash buyers',
  'holiday let',
  'off street parking',
  'off road parking',
  // Homes that are no house: "Leave out “care”" offered the houses.
  ...HOME_PHRASES,
]);

/**
 * The words as units to leave out: a term as one ("ground rent"), or a kind of lot said in several
 * words ("by the sea": "Leave out “sea”" searched "house by the"), any other word alone.
 */
export function termUnits(words: readonly string[]): string[] {
  const units: string[] = [];
  const isUnit = (p: string) => (TERMS.has(p) || isKindPhrase(p) ? p : undefined);
  for (let i = 0; i < words.length;) {
    const term = longestAt(isUnit, 5, words, i);
    units.push(term ? term.value : words[i]!.toLowerCase());
    i += term ? term.used : 1;
  }
  return units;
}

/** The words without every run of them that says `unit` (a word or a term), as written. */
export function withoutUnit(words: readonly string[], unit: string): string[] {
  const said = unit.split(' ');
  const left: string[] = [];
  for (let i = 0; i < words.length;) {
    if (said.every((w, k) => words[i + k]?.toLowerCase() === w)) i += said.length;
    else left.push(words[i++]!);
  }
  return left;
}
