// kill -9 during a registration burst (PGlite): 50 concurrent registrations, the server killed
// mid-burst, then the data checked with the server down and again through the restarted app:
// no account without a password hash, every unconfirmed account has its confirmation token, and
// each address either signs in with its password (it was written whole) or registers afresh
// (it was not written at all). Nothing in between.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { startServer } from '../load/server-harness.mjs';

const BURST = 50;
const PASSWORD = 'Hammer-falls-2026';
const post = (base, route, body) =>
  fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).then(
    (res) => res.status,
    () => 0,
  );

/** The rows a crash could have left half-written, read straight from the killed server's files. */
async function halfWritten(dataDir, emails) {
  const pg = await PGlite.create(path.join(dataDir, 'pg'));
  try {
    const q = async (sql) => (await pg.query(sql, [emails])).rows;
    const users = await q('SELECT id, email, confirmed FROM users WHERE email = ANY($1)');
    const noHash = await q(
      `SELECT email FROM users WHERE email = ANY($1) AND coalesce(password_hash, '') = ''`,
    );
    const noToken = await q(
      `SELECT email FROM users u WHERE email = ANY($1) AND NOT confirmed AND NOT EXISTS
         (SELECT 1 FROM user_tokens t WHERE t.user_id = u.id AND t.kind = 'confirm-email')`,
    );
    return { written: users.length, noHash, noToken };
  } finally {
    await pg.close();
  }
}

export async function registrationKill({ port, dataDir }) {
  const problems = [];
  const env = { RATE_LIMIT_MULTIPLIER: '100' };
  const emails = Array.from({ length: BURST }, (_, i) => `burst-${i}-${process.pid}@example.co.uk`);
  const first = await startServer({ port, dataDir, env });
  let answered = 0;
  const burst = emails.map((email) =>
    post(first.base, '/api/auth/register', {
      email,
      password: PASSWORD,
      first_name: 'Burst',
      last_name: 'Test',
    }).then((status) => {
      if (status === 200) answered += 1;
      return status;
    }),
  );
  // Kill as soon as one has answered: the rest are mid-flight (hashing, inserting, mailing).
  // Password hashes share libuv's 4 threads with file writes, so under a burst the answers come
  // late and together; 30 s is the cap.
  const killAt = Date.now();
  while (answered < 1 && Date.now() - killAt < 30_000) await new Promise((r) => setTimeout(r, 10));
  first.child.kill('SIGKILL');
  await first.exited;
  const statuses = await Promise.all(burst);
  const okBeforeKill = statuses.filter((s) => s === 200).length;

  const rows = await halfWritten(dataDir, emails);
  for (const r of rows.noHash) problems.push(`${r.email}: account without a password hash`);
  for (const r of rows.noToken)
    problems.push(`${r.email}: unconfirmed account without a confirmation token`);
  if (rows.written < okBeforeKill)
    problems.push(`${okBeforeKill} registrations answered 200 but only ${rows.written} are stored`);

  const second = await startServer({ port, dataDir, env });
  let signedIn = 0;
  let registeredAfter = 0;
  try {
    for (const email of emails) {
      const login = await post(second.base, '/api/auth/login', {
        identifier: email,
        password: PASSWORD,
      });
      if (login === 200) {
        signedIn += 1;
        continue;
      }
      const again = await post(second.base, '/api/auth/register', {
        email,
        password: PASSWORD,
        first_name: 'Burst',
        last_name: 'Again',
      });
      if (again === 200) registeredAfter += 1;
      else problems.push(`${email}: sign-in ${login}, registering again ${again} (half-written)`);
    }
  } finally {
    await second.stop();
  }
  if (signedIn !== rows.written)
    problems.push(`${rows.written} accounts stored but ${signedIn} could sign in`);
  return {
    scenario: `kill -9 during ${BURST} concurrent registrations (PGlite), restart on the same DATA_DIR`,
    burst: BURST,
    answeredBeforeKill: okBeforeKill,
    storedAtKill: rows.written,
    signedInAfterRestart: signedIn,
    registeredAfterRestart: registeredAfter,
    problems,
  };
}
