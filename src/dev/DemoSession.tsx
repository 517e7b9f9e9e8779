import { useEffect, type ReactNode } from 'react';
import { devApercuApi } from '../api/devApercuApi';
import { devActesTexts } from '../i18n/devActes';
import { Callout } from './devUi';

const T = devActesTexts.demoSession;

/** The roles whose form reads the member's own lists from the server: they need a session. */
export const DEMO_SESSION_ROLES = ['User', 'Beneficiaire'] as const;
export type DemoSessionRole = (typeof DEMO_SESSION_ROLES)[number];
export const needsDemoSession = (role: string): role is DemoSessionRole => (DEMO_SESSION_ROLES as readonly string[]).includes(role);

/**
 * A member's form read by a visitor who is not logged in: its reads (beneficiaries, contracts) would
 * answer 401 and send the page to the login screen. The preview opens the session of the demo member
 * of the role chosen in the context (the dev API, no password) and says so; `ready` once a user is
 * logged in. When the server has no demo member, it says plainly that the preview needs a login.
 */
export function useDemoSession(role: string, loggedIn: boolean): { ready: boolean; notice: ReactNode } {
  const [start, { isError, isSuccess, originalArgs }] = devApercuApi.useStartDemoSessionMutation();
  const wanted = needsDemoSession(role) && !loggedIn;
  useEffect(() => {
    if (wanted && !isError) void start({ role });
  }, [wanted, role, start, isError]);
  if (isError) return { ready: loggedIn, notice: <Callout intent="warning">{T.failed}</Callout> };
  if (wanted) return { ready: false, notice: <Callout intent="warning">{T.opening(T.members[role as DemoSessionRole])}</Callout> };
  const member = isSuccess && originalArgs ? T.members[originalArgs.role] : null;
  return { ready: true, notice: member ? <Callout intent="success">{T.running(member)}</Callout> : null };
}
