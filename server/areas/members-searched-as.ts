import { andList } from '#shared/format/format';
import { ukRegion } from '#schema/uk-regions';
import { landscape, searchedAround } from '#schema/landscapes';
import type { PlaceEntry } from './place-match';

/**
 * What the page says a place searched as the places it holds was searched as: a national park or
 * National Landscape ("Lake District National Park is searched as the places we list in it:
 * Keswick, Ambleside, Windermere and Staveley."; a National Landscape's edge is drawn loosely: "in
 * and around it"), or a name grouping places of other regions ("East Anglia is searched as
 * Norfolk, Suffolk and Cambridgeshire.", "Isle of Anglesey is searched as the places we list in
 * it: Amlwch, Beaumaris …"; of more than eight, the six largest and the count: "Avon is searched as
 * the 68 places we list in it, among them Bristol, Bath …"). Null for any other place.
 */
export function membersSearchedAs(places: readonly PlaceEntry[], slug: string): string | null {
  const held = landscape(slug);
  const group = held ? undefined : ukRegion(slug);
  const slugs = held?.towns ?? group?.groups;
  if (!slugs) return null;
  const bySlug = new Map(places.map((p) => [p.slug, p]));
  const members = slugs.flatMap((s) => bySlug.get(s) ?? []);
  if (!members.length) return null;
  const name = held ? (held.formerly ? `${held.name} (${held.formerly})` : held.name) : group!.name;
  if (members.every((p) => p.kind === 'county'))
    return `${name} is searched as ${andList(members.map((p) => p.name))}.`;
  const where = held && searchedAround(held) ? 'in and around it' : 'in it';
  // Avon's 68 places were a paragraph: the largest name it, the count says the rest.
  if (members.length > NAMED_IN_FULL) {
    const largest = [...members].sort((a, b) => size(b) - size(a)).slice(0, NAMED_AMONG);
    return `${name} is searched as the ${members.length} places we list ${where}, among them ${andList(largest.map((p) => p.name))}.`;
  }
  // A park's towns as its record lists them; a group's largest first ("Fleet, Odiham …": the
  // list's order named Crondall first, decision 152).
  const named = held ? members : [...members].sort((a, b) => size(b) - size(a));
  return `${name} is searched as the places we list ${where}: ${andList(named.map((p) => p.name))}.`;
}

/** Up to this many places are named one by one; past it, the largest of them and their count. */
const NAMED_IN_FULL = 8;
const NAMED_AMONG = 6;

/** A county first (Bristol in Avon), then towns by population; one without a figure last. */
const size = (p: PlaceEntry) => (p.kind === 'county' ? Infinity : (p.population ?? 0));
