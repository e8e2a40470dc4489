import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A device as the push service knows it: the keys its browser made, which decrypt its pushes,
 * and, when given, the server key it was subscribed with (its applicationServerKey).
 */
export type FakeDevice = {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
  applicationServerKey?: string;
};

/** FCM's answer to a push signed with another key than the subscription's (403). */
export const keyMismatchAnswer =
  'the VAPID credentials in the authorization header do not correspond to the credentials used to create the subscriptions.';

export type ReceivedPush = {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it arrived, decrypted with the device's keys (aes128gcm, RFC 8291). */
  plaintext: string;
};

/**
 * A push service on this machine for tests: each device has an endpoint here and keys made like
 * a browser's; what the server posts is decrypted with them, so a test reads exactly what the
 * device's service worker would. A device can be made to answer any status (410: gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  /** Every request's device name, whatever the answer. */
  const requests: string[] = [];
  const devices = new Map<string, FakeDevice>();
  const answers = new Map<string, { status: number; body: string }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').replace(/^\/push\//, '');
      requests.push(name);
      const device = devices.get(name);
      const signedWith = /, k=([\w-]+)$/.exec(request.headers.authorization ?? '')?.[1];
      const { status, body } =
        answers.get(name) ??
        (!device
          ? { status: 404, body: '' }
          : device.applicationServerKey && signedWith !== device.applicationServerKey
            ? { status: 403, body: keyMismatchAnswer }
            : { status: 201, body: '' });
      if (device && status === 201) {
        const plaintext = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.authSecret,
          })
          .toString('utf8');
        received.push({ device: name, headers: request.headers, plaintext });
      }
      response.writeHead(status).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /**
     * A new device: an endpoint here and a P-256 key pair and auth secret of its own. Given the
     * server key it subscribed with, it refuses pushes signed with another (403, as FCM does).
     */
    device(name: string, options: { applicationServerKey?: string } = {}): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device = {
        name,
        endpoint: `${base}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
        applicationServerKey: options.applicationServerKey,
      };
      devices.set(name, device);
      return device;
    },
    /** What this device answers from now on (410 Gone, 404, 500…), and with what words. */
    answer(name: string, status: number, body = '') {
      answers.set(name, { status, body });
    },
    /** How many requests reached this device's endpoint, whatever they were answered. */
    requestsTo(name: string) {
      return requests.filter((request) => request === name).length;
    },
    pushesTo(name: string) {
      return received
        .filter((push) => push.device === name)
        .map((push) => JSON.parse(push.plaintext) as Record<string, unknown>);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the
 * JWT signed with ES256 by that key, for this push service's origin. Returns its claims.
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('signed with another key');
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
