import { expect, type APIRequestContext } from '@playwright/test';

type MailboxEntry = { to: string; subject: string; links: string[]; createdAt: string };

/**
 * The newest link to `path` (e.g. "/email-confirmation") in the emails sent to `email`, read from
 * the development mailbox (GET /api/dev/mailbox), waiting for it to arrive.
 */
export async function linkFromMailbox(request: APIRequestContext, email: string, path: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/dev/mailbox', { params: { to: email } });
      const { data } = (await answer.json()) as { data: MailboxEntry[] };
      link = data
        .flatMap((entry) => entry.links)
        .find((candidate) => new URL(candidate).pathname === path);
      return link;
    })
    .toBeDefined();
  const url = new URL(link as string);
  // Opened on the test's own server, whatever address the emails were written for.
  return `${url.pathname}${url.search}`;
}

type MailboxEmail = MailboxEntry & { text: string };

/**
 * The newest email to `email` whose subject contains `subject`, read from the development
 * mailbox (subject, plain text and links), waiting for it to arrive.
 */
export async function emailFromMailbox(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/dev/mailbox', { params: { to: email } });
      const { data } = (await answer.json()) as { data: MailboxEmail[] };
      found = data.find((entry) => entry.subject.includes(subject));
      return found;
    })
    .toBeDefined();
  return found as MailboxEmail;
}
