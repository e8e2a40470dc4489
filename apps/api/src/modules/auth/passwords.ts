import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters. The native binding hashes on libuv's thread pool, so the
 * event loop keeps serving other requests meanwhile.
 */
const argon2Options: Options = {
  // Argon2id; the package ships a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown email, or an account made
 * through a provider that has no password) it still runs a full verification against a decoy,
 * so every case costs the same time.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password, argon2Options);
    return false;
  }
  try {
    return await verify(passwordHash, password, argon2Options);
  } catch {
    // A malformed stored hash (such as a fixture's placeholder) can never match.
    return false;
  }
}
