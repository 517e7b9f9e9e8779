import type { ScreenFile } from '../../language/screenTypes';

/**
 * Every back-office screen file, whole, in one chunk: as for the member area
 * (memberScreenFiles.ts), the landing page holds one loader for the back office instead of one
 * per screen (landing JS ≤ 120 KB gzip).
 */
export const adminScreenFiles = import.meta.glob<ScreenFile>('../../../screens/admin/**/*.screen.json', { eager: true, import: 'default' });
