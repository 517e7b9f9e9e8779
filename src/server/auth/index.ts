// What other route plugins import: the session user and the guards.
export { requireUser, requireRole, ensureXsrfCookie } from './session';
export type { SessionUser } from '../types';
