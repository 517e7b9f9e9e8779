/**
 * Validation, browser side. Safe to import from any route: no Ajv, no eval; each acte's
 * schema and precompiled validators are fetched on demand.
 *
 *   const { schema, validator } = await loadActeValidator('forgot-password');
 *   <Form schema={schema} validator={validator} … />
 *
 * Server side: `validateActe(acte, data)` from '../../language/validation/validateActe' (static registry, synchronous).
 */
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';

import { acteLoaders, type LazyActeName, type LoadedActe as ActeChunkFields } from '../../generated/validators/lazy';
import { createActeValidator } from './precompiledValidator';

export { createActeValidator } from './precompiledValidator';
export { localizeErrors, errorPath, REQUIRED_MESSAGE } from '../../language/validation/localize';
export type { ActeValidationError, ActeValidationResult } from '../../language/validation/validateActe';
export type { ActeBodies } from '../../generated/types';

export interface ActeValidator<T = unknown> {
  /** Bundled schema: give this very object to the Form (the validator checks it). */
  schema: RJSFSchema;
  validator: ValidatorType<T, RJSFSchema>;
  /** Its UI schema and management-mode id, in the same chunk (src/generated/actes/<acte>.ts). */
  uiSchema: UiSchema | undefined;
  modeGestion: string | undefined;
  /** A long acte whose drafts the server keeps, with the acte's version (manifest `brouillon`, `version`). */
  brouillon: { version: number } | undefined;
  /** What the manifest decides for the form block (src/language/acteManifest.ts). */
  derived: Pick<ActeChunkFields, 'submit' | 'contractCondition' | 'onSuccess' | 'onErrorToast'>;
}

const cache = new Map<string, Promise<ActeValidator>>();

type ActeChunk = Awaited<ReturnType<(typeof acteLoaders)[LazyActeName]>>;

/** What a form needs from an acte's chunk (src/generated/actes/<acte>.ts). */
function toActeValidator({ schema, validateFns, uiSchema, modeGestion, brouillon, submit, contractCondition, onSuccess, onErrorToast }: ActeChunk): ActeValidator {
  return { schema, validator: createActeValidator(validateFns, schema), uiSchema, modeGestion, brouillon, derived: { submit, contractCondition, onSuccess, onErrorToast } };
}

export const hasActe = (acte: string): acte is LazyActeName => Object.hasOwn(acteLoaders, acte);

/** Loads (once) an acte's bundled schema and precompiled validators. */
export function loadActeValidator<T = unknown>(acte: string): Promise<ActeValidator<T>> {
  if (!hasActe(acte)) return Promise.reject(new Error(`Acte inconnu : ${acte}`));
  let loaded = cache.get(acte);
  if (!loaded) {
    loaded = acteLoaders[acte]().then(toActeValidator);
    cache.set(acte, loaded);
  }
  return loaded as Promise<ActeValidator<T>>;
}

/**
 * The acte preview (#/dev/actes/:acte) under `npm run dev` only: when a file of an acte is saved,
 * scripts/vite/acteHotReload.ts says so and its chunk is imported again under a new URL, so the
 * next form of that acte draws the new schema, UI schema and validators without a page reload.
 * A production build has no `import.meta.hot`: this block is not in it.
 */
if (import.meta.hot) {
  import.meta.hot.on('ea:acte-changed', ({ acte, error }: { acte: string; error?: string }) => {
    if (error) return;
    for (const name of acte === '*' ? [...cache.keys()] : [acte]) {
      if (!hasActe(name)) continue;
      const fresh = import(/* @vite-ignore */ `/src/generated/actes/${name}.ts?t=${Date.now()}`) as Promise<{ default: Awaited<ReturnType<(typeof acteLoaders)[typeof name]>> }>;
      cache.set(
        name,
        fresh.then(({ default: chunk }) => toActeValidator(chunk)),
      );
    }
  });
}
