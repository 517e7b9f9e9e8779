import { useSyncExternalStore } from 'react';
import type { DateEffetContext, DateEffetRule } from '../src/domain/dateEffet';
import { widgetTexts } from '../src/i18n/widgets';

/**
 * What the custom widgets read from RJSF's `formContext` (all optional). The engine builds it
 * from the client read at start (`GET /api/identity/client`) and the form it renders.
 */
export interface WidgetsFormContext {
  /** Client flag: shows the "J'ai un N° RO monégasque" toggle of the NIR widget. */
  isDonneesROMonegasquesActivated?: boolean;
  /** Client's configured password minimum; ui:options.minLength wins over it. */
  passwordRequiredLength?: number | null;
  /** Upload target; default `/api/upload`. */
  uploadUrl?: string;
  /** Per-form upload tracker; the shared {@link uploadStatus} is used when absent. */
  uploadStatus?: UploadStatusStore;
  /** Called whenever an upload widget starts or stops having a transfer under way. */
  onUploadInProgress?: (fieldId: string, inProgress: boolean) => void;
  /** Date-effet rules by id, for `ui:options.ruleId` of the date-effet widget. */
  dateEffetRules?: Record<string, DateEffetRule>;
  /** Contract dates and data the date-effet rules refer to (CDEB, CFIN, RADEVT, conditions). */
  dateEffetContext?: Omit<DateEffetContext, 'today' | 'evaluateCondition'>;
  /** "Today" as YYYY-MM-DD, to pin the date-effet computation (gallery, tests); default: now. */
  today?: string;
}

/** Error code for a form submitted while a file is still being sent. */
export const UPLOAD_IN_PROGRESS = 'uploadInProgress';
/** Its French text ('Téléversement en cours...'). */
export const UPLOAD_IN_PROGRESS_MESSAGE = widgetTexts.upload.uploadInProgressError;

/**
 * Which upload fields have a transfer under way. The form must be invalid while any has, as
 * no demande may leave with a file still on its way. A tiny external store, so the engine can read it synchronously in
 * `customValidate` and subscribe to it (`useUploadInProgress`) to disable the submit button,
 * without the (lazily loaded) upload widget being imported.
 */
export interface UploadStatusStore {
  set(fieldId: string, inProgress: boolean): void;
  isInProgress(fieldId: string): boolean;
  isAnyInProgress(): boolean;
  /** Ids of the fields still uploading. */
  inProgressFields(): string[];
  subscribe(listener: () => void): () => void;
}

export function createUploadStatusStore(): UploadStatusStore {
  const uploading = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    set(fieldId, inProgress) {
      const had = uploading.has(fieldId);
      if (had === inProgress) return;
      if (inProgress) uploading.add(fieldId);
      else uploading.delete(fieldId);
      listeners.forEach((l) => l());
    },
    isInProgress: (fieldId) => uploading.has(fieldId),
    isAnyInProgress: () => uploading.size > 0,
    inProgressFields: () => [...uploading],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store used when the form context brings none. */
export const uploadStatus: UploadStatusStore = createUploadStatusStore();

/** True while any upload field of `store` is sending a file. */
export function useUploadInProgress(store: UploadStatusStore = uploadStatus): boolean {
  return useSyncExternalStore(store.subscribe, store.isAnyInProgress, store.isAnyInProgress);
}
