import type { Request, Response } from 'express';
import { sendApiError } from './api-error.server';

/** The methods a page's address answers: the page (GET, HEAD) and its forms (POST). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * A request in a method its address does not take: OPTIONS is told the methods it does (204),
 * anything else is a 405 saying them, both with `Allow`. `json` answers in the API's error shape;
 * otherwise a script asking for JSON gets that and a browser a line of text.
 */
export function methodNotAllowed(
  req: Request,
  res: Response,
  allowed: readonly string[],
  { who, json }: { who: string; json: boolean },
) {
  res.set('Allow', allowed.join(', '));
  res.set('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  const message = `${who} answers ${allowed.join(', ').replace(/, (?=\w+$)/, ' and ')} only.`;
  if (json || req.accepts(['html', 'json']) === 'json') {
    sendApiError(res, 405, message);
    return;
  }
  res.status(405).type('text/plain').send(`${message}\n`);
}

/** Any other method at a page's address (PUT, DELETE, PATCH …). */
export function pageMethodNotAllowed(req: Request, res: Response) {
  methodNotAllowed(req, res, PAGE_METHODS, { who: 'A page', json: false });
}
