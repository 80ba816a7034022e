/** SPEC §8: client errors are only logged to the console (no overlay, no remote reporting). */
export function reportClientError(error: unknown, context: string): void {
  console.error(`[client] ${context}`, error);
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : 'Unknown error', { cause: value });
}

/** State of one async load; `data` survives a reload so the previous value can stay on screen. */
export type AsyncState<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'pending'; data?: T; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: Error };

export type AsyncAction<T> =
  | { type: 'start' }
  | { type: 'resolve'; data: T }
  | { type: 'reject'; error: unknown }
  | { type: 'reset' };

export const IDLE: AsyncState<never> = { status: 'idle' };

/** Pure reducer for `useReducer`: resolve/reject outside a pending load are ignored (a stale answer). */
export function asyncReducer<T>(state: AsyncState<T>, action: AsyncAction<T>): AsyncState<T> {
  switch (action.type) {
    case 'start':
      return state.data === undefined
        ? { status: 'pending' }
        : { status: 'pending', data: state.data };
    case 'resolve':
      return state.status === 'pending' ? { status: 'success', data: action.data } : state;
    case 'reject':
      if (state.status !== 'pending') return state;
      return state.data === undefined
        ? { status: 'error', error: toError(action.error) }
        : { status: 'error', error: toError(action.error), data: state.data };
    case 'reset':
      return IDLE;
  }
}

/** Runs one load through the reducer's dispatch; a failure is reported to the console too. */
export async function runAsync<T>(
  load: () => Promise<T>,
  dispatch: (action: AsyncAction<T>) => void,
  context: string,
): Promise<void> {
  dispatch({ type: 'start' });
  try {
    dispatch({ type: 'resolve', data: await load() });
  } catch (error) {
    reportClientError(error, context);
    dispatch({ type: 'reject', error });
  }
}
