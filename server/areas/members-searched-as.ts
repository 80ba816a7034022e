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
 * it: Amlwch, Beaumaris …"). Null for any other place.
 */
export function membersSearchedAs(places: readonly PlaceEntry[], slug: string): string | null {
  const held = landscape(slug);
  const group = held ? undefined : ukRegion(slug);
  const slugs = held?.towns ?? group?.groups;
  if (!slugs) return null;
  const bySlug = new Map(places.map((p) => [p.slug, p]));
  const members = slugs.flatMap((s) => bySlug.get(s) ?? []);
  if (!members.length) return null;
  const names = andList(members.map((p) => p.name));
  const name = held ? (held.formerly ? `${held.name} (${held.formerly})` : held.name) : group!.name;
  if (members.every((p) => p.kind === 'county')) return `${name} is searched as ${names}.`;
  const where = held && searchedAround(held) ? 'in and around it' : 'in it';
  return `${name} is searched as the places we list ${where}: ${names}.`;
}
