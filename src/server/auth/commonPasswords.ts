import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common and breached passwords (zxcvbn-ts's maintained list, ~50 000 entries, from
 * public breach corpora). Server-side only: the list is too big for the browser bundle, so the
 * page learns of it from the refusal, shown under the password field.
 *
 * The character-class rules push people to dress a common word up ("Azerty123!", "P@ssw0rd2024"),
 * so a password is also refused when the list holds it once the usual dressing is taken off:
 * case, digits and symbols at either end, and the common look-alike substitutions.
 */
let common: Set<string> | null = null;

const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

function variants(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const plain = (value: string) => value.replace(/[@430$57!1]/g, (c) => LOOK_ALIKES[c]);
  // Look-alikes first, then the ends: "p@ssw0rd!" → "password".
  const decoded = plain(lower.replace(/[^\p{L}\d@$!]+$/gu, '').replace(/^[^\p{L}\d@$!]+/gu, '')).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [lower, core, plain(lower), plain(core), decoded].filter((v) => v !== '');
}

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return variants(password).some((v) => common!.has(v));
}
