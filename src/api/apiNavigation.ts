/**
 * Where the API's own redirects go (401 → login, 503 → service-unavailable). Once the shell's
 * router exists it registers itself here, so these are navigations the router made: its
 * unsaved-form blocker sees them (a hash set behind its back is a POP it cannot undo) and lets
 * them through, since a lost session or a server down cannot be answered by staying.
 * Before that (the very first reads) and in tests, the hash is set directly.
 */
export type ApiNavigate = (path: string) => void;

/** Navigation state that marks a redirect nobody can refuse (read by the unsaved-form blocker). */
export const FORCED_NAVIGATION = { forced: true } as const;

export function isForcedNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;
}

let routerNavigate: ApiNavigate | null = null;

export function setApiNavigate(navigate: ApiNavigate | null): void {
  routerNavigate = navigate;
}

export function apiNavigate(path: string): void {
  if (routerNavigate) routerNavigate(path);
  else window.location.hash = `#${path}`;
}
