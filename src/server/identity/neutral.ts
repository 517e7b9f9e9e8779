/**
 * Answers that must not reveal whether an account exists (forgot-password, forgot-username)
 * take at least this long, whatever work they did, and queue their mail for later delivery.
 */
export const NEUTRAL_MIN_MS = 400;

export async function withMinimumDuration<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
