import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from './page-id';
import { PAGE_ROUTES } from './route-table';

describe('route table', () => {
  it('lists one route module per page id, none twice', () => {
    const ids = PAGE_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...PAGE_IDS].sort());
  });

  it('ends with the catch-all CMS page', () => {
    expect(PAGE_ROUTES.at(-1)).toMatchObject({ id: 'cms-page', path: '*' });
  });
});
