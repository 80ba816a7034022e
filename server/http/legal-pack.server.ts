import { Router } from 'express';
import type { GraphServer } from '#server/graph/index.server';
import { legalPackPath } from '#schema/legal-pack';
import { legalPackPdf, type LegalPackLot } from '#server/legal-pack/legal-pack-pdf';

const FIELDS =
  'id title lot_number address postcode location tenure guide_price_min guide_price_max auction_method auction_date auction_end_date lot_status sale_phase sold_when legal_pack_url auction_house { name }';

/**
 * `GET /listings/{id}/legal-pack.pdf`: a generated one-page PDF for the lots whose legal pack
 * link points here (the seed's demo lots). 404 for an unknown lot or one without that link.
 */
export function legalPackRouter(graph: Pick<GraphServer, 'execute'>) {
  const router = Router();
  router.get('/listings/:id/legal-pack.pdf', async (req, res) => {
    const notFound = () =>
      res.status(404).type('text/plain').send('There is no legal pack at this address.');
    if (!/^[1-9]\d{0,15}$/.test(req.params.id)) return notFound();
    const result = await graph.execute<{
      lot: (LegalPackLot & { legal_pack_url: string | null }) | null;
    }>({
      query: `query LegalPack($id: bigint!) { lot: auction_properties_by_pk(id: $id) { ${FIELDS} } }`,
      variables: { id: req.params.id },
    });
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    const lot = result.data?.lot;
    if (!lot || lot.legal_pack_url !== legalPackPath(lot.id)) return notFound();
    const name = `lot-${lot.lot_number ?? lot.id}-legal-pack.pdf`.replace(/[^\w.-]/g, '-');
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${name}"`,
        'Cache-Control': 'public, max-age=300',
      })
      .send(legalPackPdf(lot));
  });
  return router;
}
