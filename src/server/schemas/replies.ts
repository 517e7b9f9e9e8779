/** The error reply of every route (CONTRIBUTING.md): { message, code?, errors? }, message in French. */
export const errorReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    /** The request's id, as in every log line it caused: what a member quotes to support. */
    requestId: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['message'],
} as const;

/** The error reply plus the fields some errors of a family of routes add (the reply schema drops unknown fields). */
function errorReplyWith<P extends Record<string, object>>(extra: P) {
  return { ...errorReply, properties: { ...errorReply.properties, ...extra } } as const;
}

/** Account errors (registration, login, identifier): the attempts left, the refusal's reason, the account. */
export const accountErrorReply = errorReplyWith({
  reason: { type: 'string' },
  userId: { type: 'string' },
  registerAttempts: { type: 'integer' },
  registerAttemptNumber: { type: 'integer' },
});

/** Security-code errors: the tries left, and where a member sent too many codes is sent. */
export const securityCodeErrorReply = errorReplyWith({
  remainingAttempts: { type: 'integer' },
  logoutUrl: { type: 'string' },
  content: { type: 'string' },
});

/** Replies of a route: the success schema (null: no content) for `okStatus`, and `error` for each error status. */
export function replies(ok: Record<string, unknown> | null, errorStatuses: number[] = [], okStatus = 200, error: object = errorReply) {
  const out: Record<number, unknown> = {};
  if (ok) out[okStatus] = ok;
  else out[okStatus] = { type: 'null', description: 'Pas de contenu' };
  for (const status of errorStatuses) out[status] = error;
  return out;
}

/** The account routes' replies: 400 unless told otherwise, and always 403 (anti-forgery), 429 (rate limit), 503. */
export function accountReplies(ok: Record<string, unknown>, errors: number[] = [400]) {
  return replies(ok, [...errors, 403, 429, 503], 200, accountErrorReply);
}

/**
 * A file's reply (PDF, CSV, image, Prometheus text): described by its media type. Fastify sends a
 * Buffer, a stream or a string with its own content-type as is, so this schema never reshapes it.
 */
export function fileReply(description: string, ...mediaTypes: string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
}

/** A redirection (Location header), without a body. */
export const redirectReply = { type: 'null', description: 'Redirection (en-tête Location)' } as const;

/** The 4xx of a route that answers a browser's page: an HTML page saying why, or the JSON error of a malformed request. */
export const pageOrErrorReply = {
  description: 'Erreur : la page qui dit pourquoi, ou la réponse d’erreur',
  content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: errorReply } },
} as const;

/** An object whose content is open (a catalogue entry, a form's data): sent whole, as it is. */
export const openObject = { type: 'object', additionalProperties: true } as const;
