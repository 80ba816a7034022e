import { describe, expect, it, vi } from 'vitest';
import { reportClientError, toError } from './client-errors';

describe('reportClientError', () => {
  it('logs the context and the error to the console, nothing else', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportClientError(error, 'loading map');
    expect(log).toHaveBeenCalledExactlyOnceWith('[client] loading map', error);
    // mockReset (not mockRestore) keeps the setup's fail-on-console-error spy in place.
    log.mockReset();
  });
});

describe('toError', () => {
  it('keeps errors and wraps anything else', () => {
    const e = new Error('x');
    expect(toError(e)).toBe(e);
    expect(toError('text').message).toBe('text');
    expect(toError({ code: 1 })).toMatchObject({ message: 'Unknown error', cause: { code: 1 } });
  });
});
