import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a bug: the test that caused it fails (as epic-stack does). */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
