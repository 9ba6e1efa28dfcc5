// `npm run user:password -- <e-mail>`: an operator sets a user's password, reading it from the
// terminal (not echoed) or from standard input (`… < file`), never from the command line (it would
// sit in the shell history and the process list). The same configuration as the server (DATABASE_URL
// or DATA_DIR); on the embedded database, stop the server first (PGlite has one process at a time).
import readline from 'node:readline';
import { passwordSchema } from '../../shared/schemas/user';
import { setUserPassword } from '../auth/service';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../lib/errors';

/** One line typed at a terminal with nothing shown, or the first line of piped input. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\u0003') return reject(new Error('cancelled'));
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error('Usage: npm run user:password -- <e-mail>   (the new password is read from the terminal or standard input)');
    return 2;
  }
  const config = loadConfig();
  const password = await readSecret('New password: ');
  if (process.stdin.isTTY && (await readSecret('Again: ')) !== password) {
    console.error('The two passwords differ; nothing was changed.');
    return 1;
  }
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    console.error(checked.error.issues[0].message);
    return 1;
  }
  const database = await openDatabase(config);
  try {
    const user = await setUserPassword(database.db, email, checked.data);
    if (!user) {
      console.error(`No account has the e-mail address ${email}.`);
      return 1;
    }
    console.log(`Password set for ${user.email}; their sessions have ended.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof AppError ? err.message : err);
    process.exit(1);
  },
);
