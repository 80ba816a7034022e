import { describe, expect, it } from 'vitest';
import { fieldErrors, RegisterBodySchema } from './auth';

const body = (over: Record<string, unknown>) => ({
  email: 'ann.walker@example.co.uk',
  password: 'Sunflower-field-88',
  first_name: 'Ann',
  last_name: 'Walker',
  ...over,
});
const messages = (over: Record<string, unknown>) => {
  const r = RegisterBodySchema.safeParse(body(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('RegisterBodySchema', () => {
  it('refuses a password holding the e-mail’s name part, not one holding two of its letters', () => {
    expect(messages({ password: 'ann.walker-2026' })).toEqual({
      password: 'Do not use your e-mail address in the password',
    });
    // "lo" of lo@… is in "Sunflower": it was refused.
    expect(messages({ email: 'lo@example.co.uk' })).toEqual({});
    expect(messages({ email: 'jo@example.co.uk', password: 'Joyful-morning-77' })).toEqual({});
  });

  it('refuses a control character in a name, said on its field', () => {
    // It was stored, and written into the settings form and e-mails as it came.
    expect(messages({ last_name: 'Wal\u0001ker' })).toEqual({
      last_name: 'Use letters, spaces and punctuation only',
    });
    expect(messages({ first_name: 'Siân Ó' })).toEqual({});
  });

  it('says an empty e-mail and password are missing, as when left out, on their fields', () => {
    // They said "Enter a valid e-mail address" and "Use at least 10 characters".
    const empty = RegisterBodySchema.safeParse(
      body({ email: '', password: '', first_name: '', last_name: '' }),
    );
    expect(empty.success).toBe(false);
    expect(fieldErrors(empty.error!)).toEqual({
      email: 'Enter your e-mail address',
      password: 'Enter a password',
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
    });
    const short = RegisterBodySchema.safeParse(body({ email: 'ann@', password: 'abc' }));
    expect(fieldErrors(short.error!)).toMatchObject({
      email: 'Enter a valid e-mail address',
      password: 'Use at least 10 characters',
    });
  });
});
