import fc from 'fast-check';

/** Hand-picked hostile strings: NUL, lone surrogates, control characters, SQL and markup. */
export const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  'x\uD83D',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\t\v\f',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u00e9\u0301',
  "' OR 1=1 --",
  '%',
  '%%',
  '\\',
  '_',
  '%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{{7*7}}',
  '$where',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  ' ',
  '',
] as const;

/** Any string of code points, lone surrogates included (`binary`), or of whole graphemes. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u0007', 'a', 'é', '%', '\u2028'),
    maxLength: 60,
  }),
);

/** Long values: a few KB usually, up to 100 KB now and then (bodies are capped by the server). */
const hugeText = fc
  .tuple(
    fc.constantFrom('a', '%', 'é', '\u0000', '𝔘', '_%'),
    fc.constantFrom(1_000, 4_096, 20_000, 100_000),
  )
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 5, arbitrary: anyText },
  { weight: 1, arbitrary: hugeText },
);

/** Deep nesting: arrays or objects `depth` levels down (stack overflow in naive recursion). */
export const deepValue = fc
  .tuple(fc.constantFrom(10, 100, 1_000, 2_000), fc.boolean())
  .map(([depth, asArray]) => {
    let v: unknown = 'x';
    for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
    return v;
  });

/** Any JSON value, hostile strings and deep nesting included. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53, -(2 ** 63), 1e308, -0) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepValue },
);

/** Percent-encodes any string, lone surrogates as their WTF-8 bytes (what a broken client sends). */
export function percentEncode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const isHigh = c >= 0xd800 && c <= 0xdbff;
    const next = s.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(s[i]!);
  }
  return out;
}

/** A query or path value on the wire: well encoded, or raw broken escapes and Latin-1 bytes. */
export const wireValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: nastyString.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%C0%80',
      '%FF%FE',
      '%E9t%E9',
      '%ED%A0%80',
      '%00',
      '%25%00',
      '+%2B+',
    ),
  },
);

/** A header value the wire can carry (Latin-1 without CR/LF/NUL): mixed encodings on the server. */
export const headerValue: fc.Arbitrary<string> = nastyString.map((s) =>
  [...s.slice(0, 8_000)]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      return c >= 0x20 && c <= 0xff && c !== 0x7f ? ch : String.fromCharCode(0x80 + (c % 0x80));
    })
    .join(''),
);
