import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (session ids, mail tokens). ASVS 3.2.2 / 2.3.1: ≥ 128 bits from a CSPRNG. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a session id or a mail token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
