import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, accessTokenLifetimeSeconds } from '../../plugins/auth';
import { withAdminClient } from '../../test/database-template';
import { openSession } from '../../test/fixtures';
import { openEventStream } from '../../test/event-stream';
import { waitFor } from '../../test/wait-for';
import type { Caller } from '../booking/booking.test-client';
import { streamsPerPerson } from './messaging-stream';
import { messagingClient, type MessagingClient } from './messaging.test-client';

const tokenOf = (caller: Caller) => caller.authorization.slice('Bearer '.length);

describe('the live stream', () => {
  let client: MessagingClient;
  let baseUrl: string;
  let tutor: Caller;
  let parent: Caller & { childId: string };
  let child: Caller;
  let conversationId: string;
  const streams: Array<{ close(): Promise<void> }> = [];

  /** A stream of the caller's, closed after the test file. */
  async function streamOf(caller: Caller, lastEventId?: string) {
    const stream = await openEventStream(baseUrl, tokenOf(caller), lastEventId);
    streams.push(stream);
    return stream;
  }

  beforeAll(async () => {
    client = await messagingClient();
    baseUrl = await client.app.listen({ port: 0, host: '127.0.0.1' });
    tutor = await client.newTutor();
    parent = await client.newParent('Sara');
    child = await client.childWithLogin(parent, parent.childId, 'sara.stream@example.test');
    ({ conversationId } = await client.conversationOf(tutor, parent));
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await client.app.close();
  });

  it('brings a message to every open tab of every reader, and to nobody else', async () => {
    const tutorTabs = [await streamOf(tutor), await streamOf(tutor)];
    const childTab = await streamOf(child);
    const parentTab = await streamOf(parent);
    const stranger = await client.newStudent();
    const strangerTab = await streamOf(stranger);

    const sent = await client.sent(parent, conversationId, 'مرحبا! Can we move Thursday?');
    for (const tab of [...tutorTabs, childTab, parentTab]) {
      await waitFor(() => tab.messages().some(({ message }) => message.id === sent.id), {
        what: 'the message on every reader’s tab',
      });
    }
    expect(tutorTabs[0]?.messages()).toEqual([
      {
        id: String(sent.id),
        type: 'message',
        message: expect.objectContaining({
          id: sent.id,
          conversationId,
          senderId: parent.user.id,
          body: 'مرحبا! Can we move Thursday?',
        }),
      },
    ]);

    // The stranger's own conversation reaches them: by then they would have had the other one.
    const own = await client.conversationOf(tutor, stranger);
    const theirs = await client.sent(tutor, own.conversationId, 'Hello stranger');
    await waitFor(() => strangerTab.messages().some(({ message }) => message.id === theirs.id));
    expect(strangerTab.messages().map(({ message }) => message.id)).toEqual([theirs.id]);
  });

  it('tells every reader how far someone has read', async () => {
    const parentTab = await streamOf(parent);
    const sent = await client.sent(child, conversationId, 'Done with the homework');
    await client.markRead(tutor, conversationId, sent.id);
    await waitFor(() => parentTab.reads().length > 0, { what: 'the read mark' });
    expect(parentTab.reads()).toEqual([
      { type: 'read', conversationId, userId: tutor.user.id, upTo: sent.id },
    ]);
  });

  it('resumes after Last-Event-ID with what was missed, in order', async () => {
    const seen = await client.sent(tutor, conversationId, 'Seen before the drop');
    const missed = [
      await client.sent(tutor, conversationId, 'Missed one'),
      await client.sent(parent, conversationId, 'Missed two'),
    ];
    const resumed = await streamOf(child, String(seen.id));
    await waitFor(() => resumed.messages().length === 2, { what: 'the missed messages' });
    expect(resumed.messages().map(({ id }) => id)).toEqual(missed.map(({ id }) => String(id)));

    // A Last-Event-ID that is not an id starts the stream from now, like none at all.
    const fresh = await streamOf(child, '12abc');
    const next = await client.sent(tutor, conversationId, 'After the garbage');
    await waitFor(() => fresh.messages().length > 0);
    expect(fresh.messages().map(({ id }) => id)).toEqual([String(next.id)]);
  });

  it('asks for a login, and refuses a runaway number of streams from one person', async () => {
    const anonymous = await fetch(`${baseUrl}/api/v1/messages/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      succeeded: false,
      error: { code: 'unauthorized' },
    });

    const student = await client.newStudent();
    for (let index = 0; index < streamsPerPerson; index += 1) await streamOf(student);
    const tooMany = await fetch(`${baseUrl}/api/v1/messages/stream`, {
      headers: { authorization: student.authorization },
    });
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('ends when the access token does, so the client comes back with a renewed one', async () => {
    // Issued so that it has two seconds left.
    const issuedAt = new Date(Date.now() - (accessTokenLifetimeSeconds - 2) * 1000);
    const { accessToken } = await signAccessToken(
      client.app.config.jwtSecret,
      {
        id: tutor.user.id,
        userType: 'Tutor',
        accessVersion: 0,
        sessionId: await openSession(client.app, tutor.user.id),
      },
      issuedAt,
    );
    const stream = await openEventStream(baseUrl, accessToken);
    streams.push(stream);
    await waitFor(stream.ended, { what: 'the stream to end with its token' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'catches up from the database when the link between processes comes back',
    async () => {
      const tab = await streamOf(tutor);
      const live = client.app.liveUpdates;
      const publish = live.publish;
      // The update of this message is lost, as it would be while the link is down.
      live.publish = async () => {};
      const lost = await client.sent(parent, conversationId, 'Sent while the link was down');
      live.publish = publish;
      const database = new URL(client.app.config.databaseUrl ?? '').pathname.slice(1);
      await withAdminClient(process.env.TEST_DATABASE_URL ?? '', (admin) =>
        admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'nibras-live'`,
          [database],
        ),
      );
      await waitFor(() => tab.messages().some(({ message }) => message.id === lost.id), {
        what: 'the lost message after the resync',
      });
    },
  );
});

describe('closing the app', () => {
  it('ends every open stream, and does not wait for them', async () => {
    const client = await messagingClient();
    const baseUrl = await client.app.listen({ port: 0, host: '127.0.0.1' });
    const tutor = await client.newTutor();
    const stream = await openEventStream(baseUrl, tokenOf(tutor));
    await client.app.close();
    await waitFor(stream.ended, { what: 'the stream to end' });
    expect(client.app.lifecycle.inFlight).toBe(0);
  });
});
