import { vi } from 'vitest';

/** The server's push key now, base64url as the API sends it, and its bytes; and the one before. */
export const currentKey = 'AQIDBA';
export const currentBytes = [1, 2, 3, 4];
export const oldBytes = [9, 9, 9, 9];

/** The parts of a PushSubscription the app reads. */
export type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON: () => { keys: { p256dh: string; auth: string } };
};

/** A subscription made with `key`, as a browser's pushManager hands it out. */
export function fakeSubscription(
  endpoint: string,
  key: number[],
  onUnsubscribe: () => void = () => {},
): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    unsubscribe: vi.fn(async () => {
      onUnsubscribe();
      return true;
    }),
    toJSON: () => ({ keys: { p256dh: `p256dh-${endpoint}`, auth: 'auth' } }),
  };
}
