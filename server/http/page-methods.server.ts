import type { Request, Response } from 'express';
import { sendApiError } from './api-error.server';

/** The methods a page's address answers: the page (GET, HEAD) and its forms (POST). */
export const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * A request to a page's address in a method no page takes: OPTIONS is told the methods (204),
 * anything else is a 405 with `Allow`, as JSON to a script and in a line of text otherwise.
 */
export function pageMethodNotAllowed(req: Request, res: Response) {
  res.set('Allow', PAGE_METHODS);
  res.set('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  const message = `A page answers ${PAGE_METHODS.replace(/, (?=\w+$)/, ' and ')} only.`;
  if (req.accepts(['html', 'json']) === 'json') {
    sendApiError(res, 405, message);
    return;
  }
  res.status(405).type('text/plain').send(`${message}\n`);
}
