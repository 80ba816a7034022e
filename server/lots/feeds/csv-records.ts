/** One CSV record: its text (line breaks inside a quoted cell kept) and the line it starts on. */
export interface CsvRecord {
  line: number;
  text: string;
}

/** The most physical lines one record may span: a quoted cell left open spoils no more. */
export const MAX_RECORD_LINES = 200;

/**
 * Whether a quoted cell is open at the end of `line` (RFC 4180: a cell that begins with `"`, in
 * which `""` is one quote), `open` saying whether one was open when the line began.
 */
export function quoteOpenAfter(line: string, open: boolean): boolean {
  let inQuotes = open;
  let atCellStart = !open;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inQuotes) {
      if (c !== '"') continue;
      if (line[i + 1] === '"') i++;
      else inQuotes = false;
    } else if (c === ',') atCellStart = true;
    else {
      if (c === '"' && atCellStart) inQuotes = true;
      atCellStart = false;
    }
  }
  return inQuotes;
}

/**
 * A CSV text as its records: physical lines, except that a quoted cell holding line breaks (a
 * description typed with Enter in a spreadsheet, which Excel and every RFC 4180 writer export
 * as one quoted cell) joins the lines it spans into one record, numbered by its first line. A
 * quoted cell still open after `MAX_RECORD_LINES` lines, or at the end of the text, is a
 * mistake of its own line: that line alone is the record (and is refused when split), and the
 * lines after it are read as records of their own.
 *
 * Each line is read twice at most (as begun outside a quoted cell and inside one), so the time is
 * linear in the text however many quotes are left open: a 5 MB feed of unclosed quotes must not
 * hold the server while each line looks 200 lines ahead.
 */
export function csvRecords(text: string): CsvRecord[] {
  const lines = text.split(/\r?\n/);
  const n = lines.length;
  // closesAt[j]: the first line k >= j at whose end a quoted cell open when line j began is
  // closed; n when none is.
  const closesAt = new Int32Array(n + 1);
  closesAt[n] = n;
  for (let j = n - 1; j >= 0; j--)
    closesAt[j] = quoteOpenAfter(lines[j] as string, true) ? closesAt[j + 1]! : j;
  const records: CsvRecord[] = [];
  for (let i = 0; i < n; i++) {
    const first = lines[i] as string;
    const end = quoteOpenAfter(first, false) && i + 1 < n ? closesAt[i + 1]! : i;
    if (end === i || end === n || end - i + 1 > MAX_RECORD_LINES) {
      records.push({ line: i + 1, text: first });
      continue;
    }
    records.push({ line: i + 1, text: lines.slice(i, end + 1).join('\n') });
    i = end;
  }
  return records;
}
