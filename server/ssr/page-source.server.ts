import type { StaticHandlerContext } from 'react-router';
import { PAGE_MODULES } from '#client/pages/page-modules';

const SOURCES = new Map<string, string>(Object.entries(PAGE_MODULES).map(([id, m]) => [id, m.src]));

/** Every page module, for the client build to check its manifest against at start. */
export const PAGE_SOURCES: readonly string[] = [...SOURCES.values()];

/** The module of the page the request matched (its chunk loads with the page, decision 059). */
export function pageSourceOf(context: StaticHandlerContext): string | undefined {
  const leaf = context.matches[context.matches.length - 1];
  return leaf ? SOURCES.get(leaf.route.id) : undefined;
}
