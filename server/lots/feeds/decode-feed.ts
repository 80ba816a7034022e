const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const windows1252 = new TextDecoder('windows-1252');

/** A character set a sender named that this server cannot read (an HTTP feed's 415). */
export class UnsupportedCharsetError extends Error {
  constructor(readonly charset: string) {
    super(`The feed's character set ${charset} is not one this site reads; send UTF-8.`);
  }
}

/**
 * A feed file's text. UTF-8 (with or without a byte-order mark) when its bytes are UTF-8; else
 * Windows-1252, the encoding of Excel's "CSV (Comma delimited)" on Windows, in which `£` is the
 * one byte A3 and a curly apostrophe is 92: read as UTF-8 those became "�95,000" (refused as a
 * price) and "Owner�s" (shown to buyers). A `charset` the sender names (HTTP's Content-Type) is
 * read as named.
 */
export function decodeFeedBytes(bytes: Uint8Array, charset?: string): string {
  const named = charset?.trim().toLowerCase();
  if (named && named !== 'utf-8' && named !== 'utf8') {
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(named);
    } catch {
      throw new UnsupportedCharsetError(charset!);
    }
    return decoder.decode(bytes);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
