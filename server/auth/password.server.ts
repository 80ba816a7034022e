import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  createPasswordGate,
  type PasswordGate,
  type PasswordGateOptions,
} from './password-gate.server';

/** scrypt N=2^15, r=8, p=1 (OWASP's minimum for scrypt); 64-byte key, 16-byte salt. */
export const SCRYPT_PARAMS = {
  N: 32_768,
  r: 8,
  p: 1,
  keylen: 64,
  maxmem: 64 * 1024 * 1024,
} as const;

/** One gate per process, as there is one thread pool per process (password-gate.server.ts). */
let gate: PasswordGate = createPasswordGate({ concurrency: 0, queue: 16 });

/** Sizes the gate from the config (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
export function configurePasswordGate(options: PasswordGateOptions): PasswordGate {
  gate = createPasswordGate(options);
  return gate;
}

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`: parameters live with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen, maxmem } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT_PARAMS.maxmem,
    },
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
