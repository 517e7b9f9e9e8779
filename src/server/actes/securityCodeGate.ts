import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { AMF_MESSAGES, hasVerifiedCode, type AmfOperation } from '../amf/securityCodes';
import type { ActeManifest } from './manifests';

/**
 * An acte whose manifest names `securityCode` (a bank-details change) is refused with 403
 * SecurityCodeRequired until the member proves a recent security-code check
 * (X-SecurityCode): the screen's onError opens the shared 6-digit modal and sends the same body again.
 */
export async function assertSecurityCode(request: FastifyRequest, manifest: ActeManifest): Promise<void> {
  if (!manifest.securityCode) return;
  const app = request.server;
  const proven = await hasVerifiedCode(app.db, app.config.cookieSecret, {
    userId: request.user!.id,
    operations: manifest.securityCode.operations as AmfOperation[],
    code: request.headers['x-securitycode'],
    now: app.config.now(),
  });
  if (!proven) throw new HttpError(403, AMF_MESSAGES.required, 'SecurityCodeRequired');
}
