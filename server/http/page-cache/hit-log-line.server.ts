import pino, { type Logger } from 'pino';
import { requestLogFields } from '../request-logging.server';

/** What the access line of an answer from a copy says (the fields of any request's line). */
export interface HitLogFields {
  id: string;
  url: string;
  headers: Record<string, unknown>;
  contentLength: string;
  responseTimeMs: number;
  route: string | null;
  cache: 'hit' | 'stale';
}

let lastMs = -1;
let lastIso = '';
/** pino's `isoTime`, made once per millisecond: a cached page is answered many times in one. */
function isoTime(ms: number): string {
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

const quoted = (value: unknown) => JSON.stringify(value);

/** The last user agent and URL quoted: a cached page is asked for by the same few, over and over. */
function lastQuoted() {
  let last: unknown;
  let lastText = '';
  return (value: unknown): string => {
    if (value !== last) {
      last = value;
      lastText = quoted(value);
    }
    return lastText;
  };
}

/**
 * The access line of an answer from a copy, written straight to the logger's stream in the
 * logger's own format: the same JSON pino writes for `logger.info({ req, res, … }, 'request
 * completed')` (its level label, ISO time, bindings, then the fields), which a unit test holds it
 * to. pino builds that line field by field for every answer; here only the values vary, so it
 * is one template (decision 082: the log line was a fifth of a cached answer's CPU).
 */
export function createHitLogLine(logger: Logger) {
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[
    pino.symbols.streamSym
  ]!;
  const bindings = JSON.stringify(logger.bindings()).slice(1, -1);
  const afterTime = `"${bindings ? `,${bindings}` : ''},"req":{"id":`;
  const agentText = lastQuoted();
  const urlText = lastQuoted();
  const routeText = lastQuoted();
  return function writeHitLine(fields: HitLogFields): void {
    if (!logger.isLevelEnabled('info')) return;
    const req = requestLogFields({ ...fields, method: 'GET' });
    const userAgent = req.userAgent === undefined ? '' : `,"userAgent":${agentText(req.userAgent)}`;
    stream.write(
      `{"level":"info","time":"${isoTime(Date.now())}${afterTime}${quoted(req.id)},"method":"GET","url":${urlText(req.url)}${userAgent}},"res":{"statusCode":200,"contentLength":${quoted(fields.contentLength)}},"responseTime":${fields.responseTimeMs},"route":${routeText(fields.route)},"cache":"${fields.cache}","msg":"request completed"}\n`,
    );
  };
}
