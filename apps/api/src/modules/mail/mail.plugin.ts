import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import { drainOutbox, type MailTransport } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asks the outbox drainer to run now instead of at its next tick. */
    wakeMailer(): void;
  }
}

function transportFor(config: AppConfig): MailTransport | undefined {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      name: 'smtp',
      async send(email) {
        await smtp.sendMail({ from: config.mailFrom, ...email });
      },
      close: () => smtp.close(),
    };
  }
  // Without SMTP the emails stay in the outbox, readable at /dev/mailbox.
  if (config.devTools) return { name: 'mailbox', send: async () => {}, close: () => {} };
  return undefined;
}

/**
 * Drains the email outbox in the background: started when the app is ready, stopped (after
 * the batch in flight) before the database closes.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; intervalMs?: number }) => {
    const intervalMs = options.intervalMs ?? 2000;
    const transport = transportFor(options.config);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;

    const tick = () => {
      if (!transport || stopped || running) return;
      clearTimeout(timer);
      running = drainOutbox(app.db, transport)
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'email outbox drain failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, intervalMs).unref();
        });
    };

    app.decorate('wakeMailer', () => setImmediate(tick));
    app.addHook('onReady', async () => {
      if (!transport) {
        app.log.warn('SMTP_URL is not set: emails stay in the outbox and are not sent');
        return;
      }
      timer = setTimeout(tick, intervalMs).unref();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    });
  },
  { name: 'mail' },
);
