import type { PortalError } from '../../api/baseQuery';
import type { CurrentUser } from '../../api/types';
import { contratTexts as T } from '../../i18n/sharedUi';

/** What the shell does after the contracts load. */
export type ContratsOutcome =
  | { kind: 'ok' }
  | { kind: 'noContract'; target: 'admin' | 'logout'; message: string }
  | { kind: 'loadFailed'; message: string };

export function contratsOutcome(
  user: Pick<CurrentUser, 'isBackEndUser' | 'isAdmin' | 'isConsultant' | 'roles'>,
  result: { data?: { contrats: unknown[] }; error?: PortalError },
): ContratsOutcome {
  if (result.error) {
    // On 503 the server's own body is shown (its message, else its raw text).
    const body = result.error.body;
    const served =
      result.error.status === 503 && body !== undefined
        ? typeof body === 'string'
          ? body
          : typeof (body as { message?: unknown }).message === 'string'
            ? (body as { message: string }).message
            : JSON.stringify(body)
        : result.error.message;
    return { kind: 'loadFailed', message: served };
  }
  if (!result.data) return { kind: 'ok' };
  if (result.data.contrats.length > 0) return { kind: 'ok' };
  // Empty list: error '0 contrat'. Staff (administrator, gestionnaire, consultant) go to the back office; a member is logged out.
  if (user.isAdmin || user.isBackEndUser || user.isConsultant) return { kind: 'noContract', target: 'admin', message: `${T.none} — ${T.noContractBackOffice}` };
  return { kind: 'noContract', target: 'logout', message: `${T.none} — ${T.noContractMember}` };
}
