import { replaceStringParameters, type TranslatableString } from '@rjsf/utils';
import { rjsfStrings } from '../../../src/i18n/theme';

/**
 * RJSF `translateString` in French: RJSF's string enum values are its English source texts,
 * looked up in `rjsfStrings`; an unknown string (a newer RJSF) falls back to English rather
 * than to nothing.
 */
export function translateString(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(rjsfStrings[key] ?? key, params);
}
