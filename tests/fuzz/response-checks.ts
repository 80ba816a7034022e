/** What one response looked like, as far as the fuzz checks care. */
export interface SeenResponse {
  status: number;
  contentType: string;
  body: string;
}

const STACK_TRACE = /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^)\s]*:\d+:\d+\)?/;
const SQL_TEXT = [
  /\b(?:SELECT|DELETE FROM|INSERT INTO|UPDATE)\b[^<]{0,200}?\b(?:FROM|WHERE|VALUES|SET)\b/,
  /syntax error at or near|relation "[^"]+" does not exist|invalid input syntax for|violates (?:unique|foreign key|not-null|check) constraint|current transaction is aborted|duplicate key value|canceling statement due to/i,
];

const MESSAGE_KEYS = ['message', 'statusText', 'data', 'error'];

/**
 * A JSON error names a message somewhere near the top: `{ error: { message } }` (APIs),
 * `{ errors: [{ message }] }` (GraphQL), `{ errors: { route: { statusText, data } } }` (page payloads).
 */
function hasMessageField(value: unknown, depth: number): boolean {
  if (depth > 3 || value === null || typeof value !== 'object') return false;
  for (const [key, v] of Object.entries(value)) {
    if (MESSAGE_KEYS.includes(key) && typeof v === 'string' && v.trim()) return true;
    if (hasMessageField(v, depth + 1)) return true;
  }
  return false;
}

/** A 4xx says what was wrong: an API error message, a GraphQL error, a page heading or plain text. */
function hasClearMessage(r: SeenResponse): boolean {
  if (r.contentType.includes('json')) {
    try {
      return hasMessageField(JSON.parse(r.body), 0);
    } catch {
      return false;
    }
  }
  if (r.contentType.includes('html'))
    return /<h1[^>]*>\s*[^<\s]/.test(r.body) || /<title>\s*[^<\s][^<]*<\/title>/.test(r.body);
  return r.body.trim().length > 0;
}

/** The problem with a response, or null: 5xx, a stack trace or SQL in the body, a 4xx without a message. */
export function problemWith(r: SeenResponse, method: string): string | null {
  if (r.status >= 500) return `status ${r.status}`;
  if (STACK_TRACE.test(r.body)) return 'stack trace in body';
  if (SQL_TEXT.some((re) => re.test(r.body))) return 'SQL text in body';
  // Node's HTTP parser answers an over-long request line or header block (> 16 KB) itself with
  // an empty 431 before the app sees it: a transport limit, allowed.
  if (r.status === 431) return null;
  if (r.status >= 400 && method !== 'HEAD' && !hasClearMessage(r))
    return `${r.status} without a clear message`;
  return null;
}
