import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * How many hashes run at once: every core but one, which stays with the event loop. The native
 * binding hashes on libuv's thread pool (four threads), so unbounded, a storm of logins took
 * every core, and the pool's threads that compression and file reads also wait for: other
 * requests fell to a few percent of their throughput. Beyond this, hashes wait in line.
 */
export const concurrentHashes = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(concurrentHashes);

/** The hashes running and waiting now. */
export const hashingQueue = {
  get running() {
    return hashing.activeCount;
  },
  get waiting() {
    return hashing.pendingCount;
  },
};

/** argon2id with OWASP's parameters, off the event loop. */
const argon2Options: Options = {
  // Argon2id; the package ships a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, argon2Options));
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
    await hashing(() => verify(decoy, password, argon2Options));
    return false;
  }
  try {
    return await hashing(() => verify(passwordHash, password, argon2Options));
  } catch {
    // A malformed stored hash (such as a fixture's placeholder) can never match.
    return false;
  }
}
