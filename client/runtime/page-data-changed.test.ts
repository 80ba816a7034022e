import { describe, expect, it, vi } from 'vitest';
import { onPageDataChanged, pageDataChanged } from './page-data-changed';

describe('page data changed', () => {
  it('tells each listener until it stops listening', () => {
    const forget = vi.fn();
    const stop = onPageDataChanged(forget);
    pageDataChanged();
    expect(forget).toHaveBeenCalledTimes(1);
    stop();
    pageDataChanged();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
