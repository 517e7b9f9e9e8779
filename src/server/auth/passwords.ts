import argon2 from 'argon2';
import pLimit from 'p-limit';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/**
 * argon2 runs on libuv's thread pool, which file reads (the page, the assets), zlib and DNS share:
 * a hundred password checks at once would queue a visitor's page behind all of them. At most this
 * many hashes run together; the others wait their turn in JavaScript, and two threads of the pool
 * (UV_THREADPOOL_SIZE, 4 by default) always stay free for everything else.
 */
export const CONCURRENT_HASHES = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2);
const hashTurn = pLimit(CONCURRENT_HASHES);

/** How many hashes run and wait now (the server's tests read it: the bound is behaviour, not timing). */
export function hashQueue(): { running: number; waiting: number } {
  return { running: hashTurn.activeCount, waiting: hashTurn.pendingCount };
}

/** argon2id, parallelism 1 (ASVS 2.4.4). */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hashTurn(() => argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 }));
}

export async function verifyPassword(hash: string | null, password: string, cost: Argon2Cost): Promise<boolean> {
  if (!hash) {
    // Same work as a real check, so an unknown account answers in the same time.
    await hashPassword(password, cost);
    return false;
  }
  try {
    return await hashTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}
