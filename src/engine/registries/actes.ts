import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ActeBodies } from '../../generated/types';
import { hasActe, loadActeValidator, type ActeValidator } from '../validation';
import { withContextHidden } from '../ContextField';

/**
 * An acte as the form block needs it: the bundled schema, its UI schema and the precompiled
 * validator, one lazy chunk per acte, so a route downloads only its acte.
 */
export interface LoadedActe {
  /** An acte that exists: the key of its request type in `ActeBodies`. */
  name: keyof ActeBodies;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  /** Data the form starts with (defaults come from the schema). */
  initialData?: Record<string, unknown>;
  /** The management-mode id of its manifest (`ribPrestationsActeGestion`): the form reads it into `context.modeGestion`. */
  modeGestion?: string;
  /** A long acte: the form saves its draft on the server (manifest `brouillon`), in this version of the acte. */
  brouillon?: { version: number };
  /**
   * What its manifest decides for the form block when the screen does not (src/language/acteManifest.ts):
   * the address it posts to, the contract states it needs, what follows a demande, its error toast.
   */
  derived: ActeValidator['derived'];
}

export async function loadActe(name: string): Promise<LoadedActe> {
  if (!hasActe(name)) throw new Error(`Acte inconnu : ${name}`);
  // One chunk per acte: schema, validators, UI schema and management mode (src/generated/actes/).
  const { schema, validator, uiSchema, modeGestion, brouillon, derived } = await loadActeValidator(name);
  if (!uiSchema) throw new Error(`Acte inconnu : ${name}`);
  return { name, schema, uiSchema: withContextHidden(uiSchema), validator, modeGestion, ...(brouillon ? { brouillon } : {}), derived };
}
