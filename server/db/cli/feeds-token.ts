import { bootCli } from '#server/boot.server';
import { createFeedToken, revokeFeedTokens } from '#server/lots/feeds/feed-tokens.server';

const USAGE = `Usage: npm run feeds:token -- <house-slug> [--revoke]

Prints a new bearer token for POST /api/feeds/lots that accepts feeds of that auction house only
(only its SHA-256 is stored: keep the printed token). --revoke disables every token of the house.
`;

const argv = process.argv.slice(2);
const slug = argv.find((a) => !a.startsWith('-'));
if (!slug || argv.includes('-h') || argv.includes('--help')) {
  process.stdout.write(USAGE);
  process.exit(slug ? 0 : 2);
}
const { db, logger } = await bootCli({ seed: false });
let code = 1;
try {
  if (argv.includes('--revoke')) {
    const n = await revokeFeedTokens(db, slug);
    if (n === null) {
      process.stderr.write(`feeds:token: no auction house has the slug ${slug}\n`);
    } else {
      process.stdout.write(`Revoked ${n} token${n === 1 ? '' : 's'} of ${slug}.\n`);
      code = 0;
    }
  } else {
    const token = await createFeedToken(db, slug);
    if (token) {
      process.stdout.write(`${token}\n`);
      code = 0;
    } else {
      process.stderr.write(`feeds:token: no auction house has the slug ${slug}\n`);
    }
  }
} catch (err) {
  logger.error({ err }, 'feeds:token failed');
} finally {
  await db.close();
}
process.exitCode = code;
