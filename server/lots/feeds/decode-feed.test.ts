import { describe, expect, it } from 'vitest';
import { decodeFeedBytes, UnsupportedCharsetError } from './decode-feed';

const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((c) => ({ '£': 0xa3, '’': 0x92, é: 0xe9 })[c] ?? c.charCodeAt(0)));

describe('decodeFeedBytes', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    const bytes = new TextEncoder().encode('£95,000 Owner’s');
    expect(decodeFeedBytes(bytes)).toBe('£95,000 Owner’s');
    expect(decodeFeedBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe('£95,000 Owner’s');
  });

  it('reads a file Excel saved as CSV (Comma delimited): Windows-1252', () => {
    expect(decodeFeedBytes(windows1252('£95,000 Owner’s café'))).toBe('£95,000 Owner’s café');
  });

  it('reads the character set a sender names, and refuses one it cannot read', () => {
    expect(decodeFeedBytes(Uint8Array.from([0xa3]), 'ISO-8859-1')).toBe('£');
    expect(() => decodeFeedBytes(Uint8Array.from([0x41]), 'klingon')).toThrow(
      UnsupportedCharsetError,
    );
  });
});
