/**
 * `npm run operator -- add EMAIL [--name "Full Name"] [--lang ar]`: makes an operator account and
 * emails the invitation to set a password (decision 0026). `npm run operator -- code
 * operator@nibras.test` prints the demo operator's current code, outside production only.
 * Built as dist/operator.js for a server without the sources: `node apps/api/dist/operator.js add ...`.
 */
import { isLanguage } from '@nibras/contracts/i18n/languages';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/embedded/data-dir-lock';
import { AppError } from './plugins/envelope';
import { addOperator, demoOperator, demoOperatorCode } from './modules/operators/operator-accounts';
import { pendingEmailsTo } from './modules/mail/outbox.repo';

const usage = `Usage:
  npm run operator -- add EMAIL [--name "Full Name"] [--lang en|ar]
  npm run operator -- code ${demoOperator.email}    (outside production: the demo operator's code)`;

/** What the CLI tells the person running it (its output, not a log). */
function say(line: string) {
  process.stdout.write(`${line}\n`);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function add(args: string[]) {
  const email = args[0];
  if (!email || email.startsWith('--') || !email.includes('@')) throw new Error(usage);
  const language = option(args, 'lang') ?? 'en';
  if (!isLanguage(language)) throw new Error('--lang is en or ar');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await buildApp({ config });
  try {
    await app.ready();
    const operator = await addOperator(app, { email, fullName: option(args, 'name'), language });
    say(`Operator ${operator.email} created; the invitation to set a password is queued.`);
    if (!config.smtpUrl && !config.devTools) {
      say(
        'SMTP_URL is not set: the invitation waits in the outbox until a server with SMTP sends it.',
      );
      return;
    }
    // The app's mailer drains the outbox; wait for it to take the invitation before closing.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const pending = await pendingEmailsTo(app.db, operator.email);
      if (pending.length === 0) {
        say(
          config.smtpUrl
            ? 'The invitation was sent.'
            : 'The invitation is in the development mailbox (/dev/mailbox) once the server runs.',
        );
        return;
      }
      app.wakeMailer();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    say('The invitation is still queued: a running server will send it.');
  } finally {
    await app.close();
  }
}

function code(args: string[]) {
  const config = loadConfig();
  if (!config.devTools) throw new Error('There is no demo operator in production.');
  const email = args[0] ?? demoOperator.email;
  if (email.toLowerCase() !== demoOperator.email) {
    throw new Error(`Only the demo operator's code can be read (${demoOperator.email}).`);
  }
  say(demoOperatorCode(config, new Date()));
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'add') await add(args);
  else if (command === 'code') code(args);
  else throw new Error(usage);
}

try {
  await main();
} catch (error) {
  if (error instanceof AppError && error.code === 'email_taken') {
    console.error('An account with this email exists already.');
  } else if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof Error
  ) {
    console.error(error.message);
  }
  process.exitCode = 1;
}
