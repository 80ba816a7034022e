import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request } from 'express';
import { z } from 'zod';

/** Carries one sign-in attempt from `/start` to `/callback`; only sent to `/auth/…`. */
export const FLOW_COOKIE = 'oidc_flow';
export const FLOW_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = '/auth';
const PURPOSE = 'oidc-flow';

const FlowSchema = z.object({
  provider: z.string(),
  state: z.string().min(20),
  nonce: z.string().min(20),
  verifier: z.string().min(43).max(128),
  returnTo: z.string(),
});

/** What the browser holds between start and callback, encrypted (it includes the PKCE verifier). */
export type FlowState = z.infer<typeof FlowSchema>;

const keyCache = new Map<string, Uint8Array>();
/** A key of its own for this cookie, derived from the app's JWT secret. */
function flowKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'auction-directory', PURPOSE, 32));
    keyCache.set(secret, key);
  }
  return key;
}

const random = () => randomBytes(32).toString('base64url');

/** Fresh state, nonce and PKCE verifier, with the S256 challenge of the verifier. */
export function newFlowSecrets() {
  const verifier = random();
  return {
    state: random(),
    nonce: random(),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

export async function sealFlow(flow: FlowState, secret: string): Promise<string> {
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setAudience(PURPOSE)
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .encrypt(flowKey(secret));
}

/** The flow in the cookie, or null when it is missing, tampered with, expired or malformed. */
export async function openFlow(
  value: string | undefined,
  secret: string,
): Promise<FlowState | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, flowKey(secret), {
      audience: PURPOSE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const parsed = FlowSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function flowFromRequest(req: Request): string | undefined {
  return req.headers.cookie ? parseCookie(req.headers.cookie)[FLOW_COOKIE] : undefined;
}

/** HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), 10 minutes; null clears. */
export function flowSetCookie(value: string | null, opts: { secure: boolean }): string {
  return stringifySetCookie({
    name: FLOW_COOKIE,
    value: value ?? '',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: COOKIE_PATH,
    ...(value ? { maxAge: FLOW_TTL_SECONDS } : { expires: new Date(0) }),
  });
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
