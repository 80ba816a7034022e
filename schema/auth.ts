import { z } from 'zod';
import { safeString } from './safe-text';
import { friendlyMessage } from './friendly-issue';

/** At least 10 characters with a letter and a digit; long passphrases welcome (NCSC guidance favours length). */
export const PasswordSchema = safeString({ message: 'Enter a password' })
  // Left empty, it is missing, as when left out: "Use at least 10 characters" said otherwise.
  .min(1, { message: 'Enter a password', abort: true })
  .min(10, 'Use at least 10 characters')
  .max(128, 'Use at most 128 characters')
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'Use at least one letter and one number');

const EmailSchema = safeString({ message: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  // Left empty, it is missing, as when left out ("Enter a valid e-mail address" said otherwise).
  .min(1, 'Enter your e-mail address')
  .pipe(z.email('Enter a valid e-mail address').max(254));

/** A name, said missing in the same words whether left empty or left out (or sent as a number). */
const nameSchema = (missing: string) =>
  safeString({ message: missing })
    .trim()
    .max(80, 'Use at most 80 characters')
    .min(1, missing)
    // A control character in a name went into pages' form fields and into e-mails as it came.
    // eslint-disable-next-line no-control-regex -- the characters a name may not hold
    .refine((n) => !/[\u0000-\u001f\u007f]/.test(n), 'Use letters, spaces and punctuation only');

/**
 * The e-mail's name part, when long enough to be a choice (4 characters or more): "lo" of
 * lo@… is in "Sunflower", which is no use of the address.
 */
const MIN_NAME_PART_IN_PASSWORD = 4;
export const PASSWORD_HOLDS_EMAIL = 'Do not use your e-mail address in the password';
/** Whether a password holds the e-mail's name part: refused at sign-up, change and reset alike. */
export const passwordHoldsEmail = (password: string, email: string) => {
  const name = email.split('@')[0]!.toLowerCase();
  return name.length >= MIN_NAME_PART_IN_PASSWORD && password.toLowerCase().includes(name);
};

export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    username: safeString().trim().toLowerCase().optional(),
    password: PasswordSchema,
    first_name: nameSchema('Enter your first name'),
    last_name: nameSchema('Enter your last name'),
    is_subscribed: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.username !== undefined && b.username !== b.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: 'Username must equal the e-mail address',
      });
    }
    if (passwordHoldsEmail(b.password, b.email)) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: PASSWORD_HOLDS_EMAIL,
      });
    }
  });

export const LoginBodySchema = z.object({
  identifier: EmailSchema,
  password: safeString({ message: 'Enter your password' }).min(1, 'Enter your password').max(128),
});

export const EmailBodySchema = z.object({ email: EmailSchema });

/**
 * "E-mail me a sign-in link", and the page to return to once signed in: kept only if it is a path
 * of this site (safeReturnPath), else dropped, never a reason to refuse the link.
 */
export const SignInLinkRequestSchema = EmailBodySchema.extend({ redirect: z.unknown().optional() });

/** Using an e-mailed sign-in link: its token (the `link` of `/login?link=…`). */
export const SignInLinkBodySchema = z.object({
  link: safeString({ message: 'The sign-in link is incomplete' })
    .min(20, 'The sign-in link is incomplete')
    .max(200, 'The sign-in link is not valid'),
});

/**
 * "E-mail me a new link" on a link that expired or was used: its token, and the page to return to
 * (as SignInLinkRequestSchema's). No address: the new link goes to the account the token is of.
 */
export const SignInLinkRenewSchema = SignInLinkBodySchema.extend({
  redirect: z.unknown().optional(),
});

/** The new password typed again; a form without the field is told in words, not zod's. */
const REPEATED_PASSWORD = safeString({ message: 'Type the new password again' }).max(128);

const confirmed = <T extends { password: string; passwordConfirmation: string }>(
  b: T,
  ctx: z.RefinementCtx,
) => {
  if (b.password !== b.passwordConfirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirmation'],
      message: 'Passwords do not match',
    });
  }
};

export const ResetPasswordBodySchema = z
  .object({
    code: safeString({ message: 'The reset link is incomplete' })
      .min(20, 'The reset link is incomplete')
      .max(200),
    password: PasswordSchema,
    passwordConfirmation: REPEATED_PASSWORD,
  })
  .superRefine(confirmed);

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: safeString({ message: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(128),
    password: PasswordSchema,
    passwordConfirmation: REPEATED_PASSWORD,
  })
  .superRefine(confirmed)
  .refine((b) => b.password !== b.currentPassword, {
    path: ['password'],
    message: 'Choose a password different from the current one',
  });

/** Deleting one's own account: the password typed again. */
export const DeleteAccountBodySchema = z.object({
  password: safeString({ message: 'Enter your password' }).min(1, 'Enter your password').max(128),
});

/** Changing the sign-in address: the new one and the current password (decision 077, amendment). */
export const ChangeEmailBodySchema = z.object({
  email: EmailSchema,
  currentPassword: safeString({ message: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(128),
});

/** The profile fields a user may change about themself. */
export const UpdateUserBodySchema = z
  .object({
    first_name: nameSchema('Enter your first name').optional(),
    last_name: nameSchema('Enter your last name').optional(),
    is_subscribed: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

/** Field name → first message, the shape the forms show inline. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_form';
    out[key] ??= friendlyMessage(issue);
  }
  return out;
}
