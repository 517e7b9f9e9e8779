import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ActeBodies } from '../../generated/types';
import { hasActe, loadActeValidator } from '../validation';
import { withContextHidden } from '../ContextField';

/**
 * An acte as the form block needs it: the bundled schema, its UI schema and the precompiled
 * validator. Each piece is its own lazy chunk, so a route downloads only its acte.
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
}

const uiSchemas = import.meta.glob<UiSchema>('../../../schemas/actes/*/*.ui.json', { import: 'default' });
const manifests = import.meta.glob<{ modeGestion?: string }>('../../../schemas/actes/*/*.acte.json', { import: 'default' });

export async function loadActe(name: string): Promise<LoadedActe> {
  const uiLoader = uiSchemas[`../../../schemas/actes/${name}/${name}.ui.json`];
  if (!uiLoader || !hasActe(name)) throw new Error(`Acte inconnu : ${name}`);
  const manifestLoader = manifests[`../../../schemas/actes/${name}/${name}.acte.json`];
  const [{ schema, validator }, uiSchema, manifest] = await Promise.all([loadActeValidator(name), uiLoader(), manifestLoader?.()]);
  return { name, schema, uiSchema: withContextHidden(uiSchema), validator, modeGestion: manifest?.modeGestion };
}
