import type { SectionLoaderContext } from '#sections/loader-context.server';
import type { CardsByQuerySection } from './schema';
import { cardsQueryDocument, toGraphVariables } from './query';
import { dateFieldsOf } from './query-check.server';
import { readableSale } from '#shared/format/sale-address';

/** Runs the editor's query through the data graph in process, with NOW/NULL resolved at request time. */
export async function loadCardsByQuery(
  section: CardsByQuerySection,
  ctx: SectionLoaderContext,
): Promise<unknown[]> {
  const data = await ctx.graph(
    cardsQueryDocument(section.query.dataset),
    toGraphVariables(section.query, ctx.now, dateFieldsOf(section.query.dataset)),
  );
  const items = (data.items as object[] | undefined) ?? [];
  // Sales' names as names ("Leeds", not Price Paid's "LEEDS"): the cards show them as they come.
  return section.query.dataset === 'sold_house_prices' ? items.map(readableSale) : items;
}
