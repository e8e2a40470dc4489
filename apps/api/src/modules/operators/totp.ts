import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds. */
const period = 30;
const issuer = 'Nibras';

function totpOf(secretBase32: string, email: string) {
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step of an instant: a code is accepted for one step only once. */
export function timeStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / period);
}

/**
 * The time step whose code `code` is, within one step either side of `now` (a phone's clock a
 * little off), or undefined when it is none of them.
 */
export function matchingTimeStep(
  secretBase32: string,
  code: string,
  now: Date,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secretBase32, 'operator').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? undefined : timeStepOf(now) + delta;
}

/** The code of an instant (the demo operator's, read in development). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32, 'operator').generate({ timestamp: at.getTime() });
}

/** What an operator adds to an authenticator app: the otpauth:// URI, as text and as a QR code. */
export async function enrolmentOf(secretBase32: string, email: string) {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return {
    secret: secretBase32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** A key of its own for sealing second factors, derived from JWT_SECRET (HKDF-SHA256). */
function sealingKey(jwtSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', jwtSecret, 'nibras', 'operator second factor sealing key', 32),
  );
}

/** AES-256-GCM: a copy of the database without JWT_SECRET does not yield operators' codes. */
export function sealSecret(secretBase32: string, jwtSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function openSealedSecret(sealed: string, jwtSecret: string): string {
  const [version, body] = sealed.split('.');
  if (version !== 'v1' || !body) throw new Error('unknown sealed secret format');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(jwtSecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
