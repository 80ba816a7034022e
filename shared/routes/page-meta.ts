export const SITE_NAME = 'Auction Property UK';

/** The head's JSON-LD element: the server writes it (with the CSP nonce), client navigations update it. */
export const JSON_LD_ELEMENT_ID = 'page-json-ld';
