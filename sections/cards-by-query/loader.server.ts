import type { SectionLoaderContext } from '#sections/loader-context.server';
import type { CardsByQuerySection } from './schema';
import { cardsQueryDocument, toGraphVariables } from './query';

/** Runs the editor's query through the data graph in process, with NOW/NULL resolved at request time. */
export async function loadCardsByQuery(
  section: CardsByQuerySection,
  ctx: SectionLoaderContext,
): Promise<unknown[]> {
  const data = await ctx.graph(
    cardsQueryDocument(section.query.dataset),
    toGraphVariables(section.query, ctx.now),
  );
  return (data.items as unknown[] | undefined) ?? [];
}
