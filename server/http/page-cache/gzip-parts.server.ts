import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, shiftFor } from './crc32-combine';

/**
 * Gzip for cached pages whose bytes differ per response only by the CSP nonce, without
 * compressing or even reading the page again for each answer. Each part between two nonces is
 * deflated once, on its own, ending on a byte boundary (a sync flush, not final; the last part
 * final), and its CRC-32 kept. An answer is the gzip header, those segments with the nonce between
 * them as uncompressed (stored) deflate blocks, and the trailer: the CRC-32 of the whole page,
 * combined from the parts' and the nonce's (crc32-combine), and its length. RFC 1951 §3.2.4,
 * RFC 1952.
 */
export interface DeflatedParts {
  segments: Buffer[];
  /** Each part's CRC-32, and what appending it does to a CRC (`shiftFor` its length). */
  crcs: number[];
  shifts: number[];
  /** The parts' bytes, uncompressed, without the glue. */
  size: number;
}

export function deflateParts(parts: readonly Buffer[]): DeflatedParts {
  return {
    segments: parts.map((part, i) =>
      deflateRawSync(part, {
        finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => shiftFor(part.length)),
    size: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

// ID1 ID2, CM = deflate, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const MAX_STORED = 0xffff;

/** A non-final stored block (BFINAL 0, BTYPE 00, padded to the byte), then LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError('stored block over 65,535 bytes');
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The gzip member of the parts joined by `glue`, as the chunks to write in order (not copied). */
export function gzipJoined(deflated: DeflatedParts, glue: Buffer): Buffer[] {
  const { segments, crcs, shifts } = deflated;
  const glued = storedBlock(glue);
  const glueCrc = crc32(glue);
  const glueShift = shiftFor(glue.length);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      chunks.push(glued);
      crc = crc32Combine(crc, glueCrc, glueShift);
    }
    chunks.push(segment);
    crc = crc32Combine(crc, crcs[i]!, shifts[i]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((deflated.size + glue.length * (segments.length - 1)) >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

/** Whether an `Accept-Encoding` value takes gzip (listed, or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token === 'gzip' || token === 'x-gzip') return weight > 0;
    if (token === '*') star = weight > 0;
  }
  return star;
}
