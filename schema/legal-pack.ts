/** Where a lot's generated legal pack is served (server/http/legal-pack.server.ts). */
export const legalPackPath = (lotId: number | string) => `/listings/${lotId}/legal-pack.pdf`;
