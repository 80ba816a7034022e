import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  links: string[];
}

/** Undoes quoted-printable soft breaks and escapes so links and text (UTF-8: £, “”) read as sent. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A header as a mail client shows it: folded lines joined, RFC 2047 encoded words (a subject with
 * “” or £ is sent as `=?UTF-8?Q?…?=`, over several lines when long) decoded.
 */
function headerOf(head: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(
      /=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?UTF-8\?))?/gi,
      (_m, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}

/** The e-mails the app wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      // Headers are not quoted-printable: decoding them would turn `token=AB…` into a byte.
      const split = raw.search(/\r?\n\r?\n/);
      const body = split < 0 ? raw : raw.slice(0, split) + decodeQuotedPrintable(raw.slice(split));
      return {
        file: f,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: headerOf(split < 0 ? raw : raw.slice(0, split), 'Subject'),
        body,
        links: [...new Set([...body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]))],
      };
    });
}

export function lastMailTo(dataDir: string, to: string): OutboxMail {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to === to)
    .pop();
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
