/** JSON-schema pieces shared by the content routes. */

import { errorReply } from '../schemas/replies';

export { errorReply };

/** Replies of a route: the success schema plus the error shape for the given statuses. */
export function replies(ok: Record<string, unknown> | null, errorStatuses: number[] = [], okStatus = 200) {
  const out: Record<number, unknown> = {};
  if (ok) out[okStatus] = ok;
  else out[okStatus] = { type: 'null', description: 'Pas de contenu' };
  for (const status of errorStatuses) out[status] = errorReply;
  return out;
}

/** Inbenta user type: 2 connected, 4 not connected (spec §3); other small integers tolerated. */
export const userTypeSchema = { type: 'integer', minimum: 0, maximum: 99 } as const;
