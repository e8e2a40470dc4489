import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Algorithm, Options } from '@node-rs/argon2';
import { hashingPool } from './password-hashing';

/**
 * How many hashes run at once: every core but one, which stays with the event loop. Unbounded,
 * a storm of logins took every core, and other requests fell to a few percent of their
 * throughput. Beyond this, hashes wait in line; and each runs on a thread of lower priority than
 * the server's (password-hashing.worker.ts), so requests that need no hash keep their pace.
 */
export const concurrentHashes = Math.max(1, availableParallelism() - 1);

/** The hashing threads; also the hashes running and waiting now. */
export const hashing = hashingPool(concurrentHashes);

/** argon2id with OWASP's parameters, off the event loop. */
const argon2Options: Options = {
  // Argon2id; the package ships a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password, argon2Options);
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
    const decoy = await decoyHash;
    await hashing.verify(decoy, password, argon2Options);
    return false;
  }
  try {
    return await hashing.verify(passwordHash, password, argon2Options);
  } catch {
    // A malformed stored hash (such as a fixture's placeholder) can never match.
    return false;
  }
}
