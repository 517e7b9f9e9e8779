/**
 * Error replies of the API (CONTRIBUTING.md): status + { message, code?, errors? } in French.
 * Throw an HttpError anywhere in a handler; the error handler of app.ts writes it.
 */
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return { message: this.message, ...(this.code ? { code: this.code } : {}), ...this.extra };
  }
}

/** The default messages of API errors (the product's French texts). */
export const MESSAGES = {
  badRequest: 'Les informations fournies sont erronées',
  unauthorized: 'Accès non autorisé',
  forbidden: 'Accès refusé',
  notFound: 'La ressource demandée est introuvable',
  serverError: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
  unavailable: 'Service momentanément indisponible',
  sessionEnded: 'Votre session a pris fin. Merci de vous reconnecter pour continuer.',
  xsrf: 'Requête refusée : jeton de sécurité absent ou invalide. Rechargez la page puis réessayez.',
  tooManyRequests: 'Trop de tentatives. Merci de réessayer dans quelques minutes.',
} as const;

export const badRequest = (message: string = MESSAGES.badRequest, code?: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, code, extra);
