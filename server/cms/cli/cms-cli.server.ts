import type { Db } from '#server/db/db.server';
import {
  ContentInvalidError,
  exportContent,
  importContent,
  validateContent,
} from './cms-commands.server';
import { contentDirProblem } from './content-dir.server';

export const USAGE = `Usage: npm run cms -- <command> <dir> [--author <e-mail>]

  export <dir>     write pages/, redirects.json and global-config.json to <dir>
  import <dir>     check <dir>, then import it in one transaction (revisions for changed pages)
  validate <dir>   check <dir> and list every problem (exit code 1 when there is any)
`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the database (export and import only). */
  openDb: () => Promise<Db>;
}

export function parseArgs(argv: string[]) {
  const [command, dir, ...rest] = argv;
  const authorAt = rest.indexOf('--author');
  return {
    command,
    dir,
    author: authorAt >= 0 ? rest[authorAt + 1] : undefined,
  };
}

/** Runs one `cms` command; returns the process exit code (0 ok, 1 problems, 2 usage or no such folder). */
export async function runCmsCli(argv: string[], io: CliIo): Promise<number> {
  const { command, dir, author } = parseArgs(argv);
  if (!dir || !['export', 'import', 'validate'].includes(command ?? '')) {
    io.err(USAGE);
    return 2;
  }
  // A path that is no content folder is a wrong argument, as a wrong command is (exit 2).
  const dirProblem = await contentDirProblem(dir, { created: command === 'export' });
  if (dirProblem) {
    io.err(dirProblem);
    return 2;
  }
  if (command === 'validate') {
    const problems = await validateContent(dir);
    if (problems.length === 0) {
      io.out(`${dir}: no problems found`);
      return 0;
    }
    io.err(`${dir}: ${problems.length} problem(s)`);
    for (const p of problems) io.err(`  - ${p}`);
    return 1;
  }
  const db = await io.openDb();
  try {
    if (command === 'export') {
      const n = await exportContent(db, dir);
      io.out(`Exported ${n.pages} pages and ${n.redirects} redirects to ${dir}`);
      return 0;
    }
    const s = await importContent(db, dir, { authorEmail: author });
    io.out(
      `Imported ${dir}: ${s.created} pages created, ${s.updated} updated, ${s.unchanged} unchanged, ` +
        `${s.revisions} revisions, ${s.redirects} redirects${s.globalConfig ? ', global config' : ''}`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof ContentInvalidError)) throw err;
    io.err(`${dir}: nothing imported, ${err.problems.length} problem(s)`);
    for (const p of err.problems) io.err(`  - ${p}`);
    return 1;
  } finally {
    await db.close();
  }
}
