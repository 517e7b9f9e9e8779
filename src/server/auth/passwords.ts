import argon2 from 'argon2';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** argon2id, parallelism 1 (ASVS 2.4.4). */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, password: string, cost: Argon2Cost): Promise<boolean> {
  if (!hash) {
    // Same work as a real check, so an unknown account answers in the same time.
    await hashPassword(password, cost);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
