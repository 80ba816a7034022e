/** One CSV line split into its fields, or the reason it cannot be split. */
export type SplitCsvLineResult = { ok: true; fields: string[] } | { ok: false; reason: string };

const QUOTE = 34; // "
const COMMA = 44; // ,

/**
 * Splits one physical line of comma-separated values (RFC 4180 quoting: `"a, b"`, `"say ""hi"""`).
 *
 * Price Paid files never put a line break inside a field, so the importer splits the input on
 * line breaks first and calls this per line: an unterminated quote then spoils its own line only,
 * instead of swallowing every line after it as a streaming CSV parser would.
 */
export function splitCsvLine(line: string): SplitCsvLineResult {
  // Fast path for the published format: every field quoted, no quote inside any field.
  if (
    line.length >= 2 &&
    line.charCodeAt(0) === QUOTE &&
    line.charCodeAt(line.length - 1) === QUOTE
  ) {
    const fields = line.slice(1, -1).split('","');
    if (fields.every((f) => !f.includes('"'))) return { ok: true, fields };
  }
  return splitCsvLineSlow(line);
}

function splitCsvLineSlow(line: string): SplitCsvLineResult {
  const fields: string[] = [];
  let i = 0;
  const n = line.length;
  for (;;) {
    const column = fields.length + 1;
    if (i < n && line.charCodeAt(i) === QUOTE) {
      let value = '';
      let start = i + 1;
      let closed = false;
      let j = start;
      while (j < n) {
        const c = line.charCodeAt(j);
        if (c !== QUOTE) {
          j++;
          continue;
        }
        if (j + 1 < n && line.charCodeAt(j + 1) === QUOTE) {
          value += line.slice(start, j + 1); // keep one quote of the doubled pair
          j += 2;
          start = j;
          continue;
        }
        value += line.slice(start, j);
        closed = true;
        break;
      }
      if (!closed) {
        return { ok: false, reason: `unterminated quoted field in column ${column}` };
      }
      fields.push(value);
      i = j + 1;
      if (i === n) return { ok: true, fields };
      if (line.charCodeAt(i) !== COMMA) {
        return {
          ok: false,
          reason: `unexpected text after the closing quote of column ${column}`,
        };
      }
      i++;
      if (i === n) {
        fields.push('');
        return { ok: true, fields };
      }
      continue;
    }
    const comma = line.indexOf(',', i);
    const end = comma === -1 ? n : comma;
    const value = line.slice(i, end);
    if (value.includes('"')) {
      return { ok: false, reason: `stray quote inside unquoted column ${column}` };
    }
    fields.push(value);
    if (comma === -1) return { ok: true, fields };
    i = comma + 1;
    if (i === n) {
      fields.push('');
      return { ok: true, fields };
    }
  }
}
