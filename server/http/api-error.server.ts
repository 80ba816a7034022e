import type { Response } from 'express';

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  415: 'UnsupportedMediaTypeError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

export interface ApiErrorBody {
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

/** The one error shape of every JSON API (Strapi's): `{ error: { status, name, message, details } }`. */
export function apiError(
  status: number,
  message: string,
  details: Record<string, unknown> = {},
): ApiErrorBody {
  const name = NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'ApplicationError');
  return { error: { status, name, message, details } };
}

export function sendApiError(
  res: Response,
  status: number,
  message: string,
  details?: Record<string, unknown>,
) {
  res.status(status).json(apiError(status, message, details));
}
