import { bootCli } from '#server/boot.server';
import { runCmsCli } from './cms-cli.server';

/** `npm run cms -- export|import|validate <dir>`: editors' content as files (see cms-cli.server.ts). */
const code = await runCmsCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  openDb: async () => (await bootCli({ seed: false })).db,
});
process.exit(code);
