import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services';

describe('the push services a production server posts to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dK9x:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMPk',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('takes %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['plain HTTP', 'http://fcm.googleapis.com/fcm/send/x'],
    ['this machine', 'https://127.0.0.1/push'],
    ['a private address', 'https://10.0.0.5/push'],
    ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['a suffix without a dot', 'https://evilfcm.googleapis.com.example/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/x'],
    ['not an address', 'not a url'],
  ])('refuses %s', (_, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });
});
