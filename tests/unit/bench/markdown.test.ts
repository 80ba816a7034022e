import { describe, expect, it } from 'vitest';
import { replaceBetweenMarkers } from '../../../scripts/bench/markdown.mjs';

describe('the generated table in docs/performance.md', () => {
  const doc = [
    '# Performance',
    'Prose before.',
    '<!-- bench:start -->',
    'old table',
    '<!-- bench:end -->',
    'Prose after.',
    '<!-- lighthouse:start --><!-- lighthouse:end -->',
  ].join('\n');

  it('replaces only what lies between the bench markers, twice in a row the same', () => {
    const once = replaceBetweenMarkers(doc, 'new table');
    expect(once).toContain(
      'Prose before.\n<!-- bench:start -->\nnew table\n<!-- bench:end -->\nProse after.',
    );
    expect(once).not.toContain('old table');
    expect(once).toContain('<!-- lighthouse:start --><!-- lighthouse:end -->');
    expect(replaceBetweenMarkers(once, 'new table')).toBe(once);
  });

  it('refuses a document without the markers instead of appending somewhere', () => {
    expect(() => replaceBetweenMarkers('# Performance\n', 'table')).toThrow(/markers/);
  });
});
