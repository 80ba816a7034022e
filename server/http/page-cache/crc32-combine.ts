/**
 * CRC-32 (the gzip one) of a concatenation from the CRC-32s of its pieces, without reading their
 * bytes again: zlib's crc32_combine, ported. A CRC is a polynomial over GF(2); appending `n` bytes
 * multiplies the CRC so far by x^(8n) mod P, then adds the piece's own CRC. `shiftFor(n)` is that
 * multiplier, computed once per piece length; `combine` is then 32 shifts and xors.
 */
const POLY = 0xedb88320; // reflected
const TOP = 0x80000000; // x^0 in the reflected form

/** a × b modulo P (both reflected). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = TOP; m !== 0; m >>>= 1) {
    if ((a & m) !== 0) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31: x^1, x^2, x^4, … */
const X_TO_2_TO_THE: number[] = [];
for (let p = 0x40000000, k = 0; k < 32; k++) {
  X_TO_2_TO_THE.push(p);
  p = multiplyModP(p, p);
}

/** x^(8 × bytes) mod P: what appending `bytes` bytes does to the CRC so far. */
export function shiftFor(bytes: number): number {
  let p = TOP;
  // 8 × bytes = bytes × 2^3: start at x^(2^3) and walk the bits of `bytes`.
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(X_TO_2_TO_THE[k % 32]!, p);
  }
  return p;
}

/** The CRC-32 of A then B, from crc(A), crc(B) and `shiftFor(B's length)`. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number =>
  (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
