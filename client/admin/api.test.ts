import { describe, expect, it } from 'vitest';
import { AdminApiError, adminResult } from './api';

const failingBody = () =>
  new ReadableStream({
    start(controller) {
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    },
  });

describe('adminResult', () => {
  it('gives an ok answer’s JSON body', async () => {
    const res = new Response(JSON.stringify({ media: [] }), { status: 200 });
    await expect(adminResult(res)).resolves.toEqual({ media: [] });
  });

  it('an ok answer whose body cannot be read (aborted while it arrived) fails, never reads as {}', async () => {
    // Search as you type aborts the previous search; read as `{}`, its answer had no `media`
    // and the media library page threw and showed the error screen.
    await expect(adminResult(new Response(failingBody(), { status: 200 }))).rejects.toThrow(
      /aborted/,
    );
  });

  it('an error answer is an AdminApiError with the API’s message and field errors', async () => {
    const res = new Response(
      JSON.stringify({
        error: { message: 'Alt text is required', details: { errors: { alt: 'Required' } } },
      }),
      { status: 400 },
    );
    const err = await adminResult(res).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AdminApiError);
    expect(err).toMatchObject({
      status: 400,
      message: 'Alt text is required',
      errors: { alt: 'Required' },
    });
  });

  it('an error answer without a readable body still says something went wrong', async () => {
    const err = await adminResult(new Response(failingBody(), { status: 502 })).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 502, message: 'Something went wrong. Please try again.' });
  });
});
