import type { PublicUser } from '#schema/user';
import { fetchWithRetry } from './fetch-with-retry';
import type { FieldErrors } from '#schema/auth';
import { authStore } from '#client/stores/auth-store';

/** What a failed auth call passes on to the forms: the server's error data (SPEC §8). */
export class AuthCallError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'AuthCallError';
  }
}

/** A JSON API call with the session (cookie, or the stored token); failures throw AuthCallError. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = authStore.get();
  const res = await fetchWithRetry(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => null)) as
    (T & { error?: { message?: string; details?: { errors?: FieldErrors } } }) | null;
  if (!res.ok) {
    throw new AuthCallError(
      res.status,
      json?.error?.message ?? 'Something went wrong. Please try again.',
      json?.error?.details?.errors ?? {},
    );
  }
  return json as T;
}

export interface SignedIn {
  jwt: string;
  user: PublicUser;
}

/** After any call that returns `{ jwt, user }`: fetch the current user, then store token, user and hasuraToken. */
export async function completeSignIn(result: SignedIn): Promise<void> {
  authStore.set({ token: result.jwt, user: result.user });
  await refreshCurrentUser();
}

/** SPEC §4: 401 → sign out; any other failure clears the stored user and tokens. */
export async function refreshCurrentUser(): Promise<'ok' | 'unauthorized' | 'failed'> {
  try {
    const me = await call<{ user: PublicUser; hasuraToken: string }>('GET', '/api/auth/me');
    authStore.set({ user: me.user, hasuraToken: me.hasuraToken });
    return 'ok';
  } catch (err) {
    authStore.clear();
    return err instanceof AuthCallError && err.status === 401 ? 'unauthorized' : 'failed';
  }
}

/** Signs this device out; `everywhere` ends every session of the account (decision 091). */
export async function logout(everywhere = false): Promise<void> {
  authStore.clear();
  await call('POST', everywhere ? '/api/auth/logout-everywhere' : '/api/auth/logout').catch(
    () => undefined,
  );
}

export const authApi = {
  login: (body: { identifier: string; password: string }) =>
    call<SignedIn>('POST', '/api/auth/login', body),
  register: (body: Record<string, unknown>) => call<SignedIn>('POST', '/api/auth/register', body),
  forgotPassword: (body: { email: string }) =>
    call<{ ok: true }>('POST', '/api/auth/forgot-password', body),
  requestSignInLink: (body: { email: string }) =>
    call<{ ok: true }>('POST', '/api/auth/sign-in-link', body),
  signInWithLink: (body: { link: string }) =>
    call<SignedIn>('POST', '/api/auth/sign-in-link/use', body),
  renewSignInLink: (body: { link: string }) =>
    call<{ ok: true; renewed: boolean }>('POST', '/api/auth/sign-in-link/renew', body),
  resetPassword: (body: Record<string, unknown>) =>
    call<SignedIn>('POST', '/api/auth/reset-password', body),
  changePassword: (body: Record<string, unknown>) =>
    call<SignedIn>('POST', '/api/auth/change-password', body),
  resendConfirmation: (body: { email: string }) =>
    call<{ email: string; sent: true }>('POST', '/api/auth/resend-confirmation-link', body),
  deleteAccount: (body: { password: string }) =>
    call<{ ok: true }>('POST', '/api/auth/delete-account', body),
  changeEmail: (body: { email: string; currentPassword: string }) =>
    call<PublicUser>('POST', '/api/auth/change-email', body),
  resendEmailChange: () => call<PublicUser>('POST', '/api/auth/change-email/resend', {}),
  cancelEmailChange: () => call<PublicUser>('POST', '/api/auth/change-email/cancel', {}),
  update: (userId: number, body: Record<string, unknown>) =>
    call<PublicUser>('PUT', `/api/auth/update/${userId}`, body),
};
