// What other route plugins import: the session user and the guards.
export { requireUser, requireRole, ensureXsrfCookie, type SessionUser } from './session';
