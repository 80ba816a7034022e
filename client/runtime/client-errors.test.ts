import { describe, expect, it, vi } from 'vitest';
import {
  asyncReducer,
  IDLE,
  reportClientError,
  runAsync,
  toError,
  type AsyncAction,
  type AsyncState,
} from './client-errors';

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

describe('asyncReducer', () => {
  const run = <T>(actions: AsyncAction<T>[], from: AsyncState<T> = IDLE) =>
    actions.reduce(asyncReducer<T>, from);

  it('idle → pending → success', () => {
    expect(run([{ type: 'start' }])).toEqual({ status: 'pending' });
    expect(run([{ type: 'start' }, { type: 'resolve', data: 3 }])).toEqual({
      status: 'success',
      data: 3,
    });
  });

  it('pending → error with an Error', () => {
    const state = run<number>([{ type: 'start' }, { type: 'reject', error: 'nope' }]);
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(Error);
    expect(state.error?.message).toBe('nope');
  });

  it('keeps the previous data while reloading and after a failed reload', () => {
    const loaded = run([{ type: 'start' }, { type: 'resolve', data: 'a' }]);
    expect(run([{ type: 'start' }], loaded)).toEqual({ status: 'pending', data: 'a' });
    expect(
      run([{ type: 'start' }, { type: 'reject', error: new Error('x') }], loaded),
    ).toMatchObject({ status: 'error', data: 'a' });
  });

  it('ignores an answer that arrives when no load is pending', () => {
    expect(run([{ type: 'resolve', data: 1 }])).toBe(IDLE);
    const done = run([{ type: 'start' }, { type: 'resolve', data: 1 }]);
    expect(run([{ type: 'reject', error: 'late' }], done)).toBe(done);
    expect(run([{ type: 'start' }, { type: 'reset' }, { type: 'resolve', data: 2 }])).toBe(IDLE);
  });

  it('reset returns to idle', () => {
    expect(run([{ type: 'start' }, { type: 'resolve', data: 1 }, { type: 'reset' }])).toBe(IDLE);
  });
});

describe('runAsync', () => {
  it('dispatches start then resolve', async () => {
    const dispatch = vi.fn();
    await runAsync(async () => 5, dispatch, 'five');
    expect(dispatch.mock.calls).toEqual([[{ type: 'start' }], [{ type: 'resolve', data: 5 }]]);
  });

  it('dispatches reject and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dispatch = vi.fn();
    const error = new Error('down');
    await runAsync(() => Promise.reject(error), dispatch, 'saved searches');
    expect(dispatch.mock.calls).toEqual([[{ type: 'start' }], [{ type: 'reject', error }]]);
    expect(log).toHaveBeenCalledExactlyOnceWith('[client] saved searches', error);
    log.mockReset();
  });
});
