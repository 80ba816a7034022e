import { describe, expect, it } from 'vitest';
import {
  isUnreachable,
  pageNotFound,
  toErrorBody,
  unreachable,
  validationNotFound,
} from './route-errors';

describe('toErrorBody', () => {
  it('uses the spec defaults for errors that carry nothing', () => {
    expect(toErrorBody(new Error('boom'))).toEqual({
      statusCode: 500,
      statusMessage: 'Something went wrong',
      message: 'An unexpected error occurred. Please try again.',
      fatal: true,
    });
    expect(toErrorBody(undefined).statusCode).toBe(500);
  });

  it('reads a route error response, falling back to its status text', () => {
    expect(
      toErrorBody({ status: 503, statusText: 'Service Unavailable', data: null }),
    ).toMatchObject({
      statusCode: 503,
      statusMessage: 'Service Unavailable',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('keeps the fatal flag of validation and not-found errors', () => {
    const fatal = validationNotFound('/listings/x');
    expect(toErrorBody({ status: fatal.init?.status, data: fatal.data })).toMatchObject({
      statusCode: 404,
      statusMessage: 'Page Not Found: /listings/x',
      fatal: true,
    });
    const soft = pageNotFound('/a/b?c=1');
    expect(toErrorBody({ status: 404, data: soft.data })).toMatchObject({
      statusMessage: 'Page not found',
      message: 'We could not find /a/b?c=1.',
      fatal: false,
    });
  });

  it('keeps an offline error offline and inside the layout, as thrown and as the router hands it on', () => {
    const thrown = unreachable();
    expect(isUnreachable(thrown)).toBe(true);
    const shown = toErrorBody({ status: thrown.init?.status, data: thrown.data });
    expect(shown).toMatchObject({ statusMessage: 'You seem to be offline', fatal: false });
    expect(shown.offline).toBe(true);
    expect(isUnreachable({ status: 503, data: shown })).toBe(true);
    expect(toErrorBody({ status: 404, data: pageNotFound('/x').data }).offline).toBeUndefined();
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(false);
  });
});
