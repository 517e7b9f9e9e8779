import type { ScreenFile } from '../../language/screenTypes';

/**
 * Every member screen file, whole, in one chunk (about 7 KB gzip): the first member route loads
 * them all, the next ones draw at once, and the landing page holds one loader for the member area
 * instead of one per screen (landing JS ≤ 120 KB gzip as the actes and screens multiply).
 */
export const memberScreenFiles = import.meta.glob<ScreenFile>('../../../screens/member/**/*.screen.json', { eager: true, import: 'default' });
