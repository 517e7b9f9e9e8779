import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import { BlueprintForm } from '../../../widgets/theme';
import { customWidgets } from '../../../widgets';
import { createUploadStatusStore, type WidgetsFormContext } from '../../../widgets/WidgetContext';
import { useSubmitActeMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import { navigateHash } from '../../app/hashLocation';
import { useToast } from '../../app/useToast';
import { usePortal } from '../PortalContext';
import { buildActeContext, stripContext } from '../formContext';
import { loadActe, type LoadedActe } from '../registries/actes';
import type { FormBlock } from '../screenTypes';
import { serverErrorsToErrorSchema } from '../serverErrors';
import { Loader } from './Loader';
import { toastTexts } from '../../i18n/messages';

type FormData = Record<string, unknown>;

/**
 * A form block: the acte's schema, UI schema and precompiled validator, rendered by the
 * Blueprint theme. The typed data stays in state through every error; the context is added
 * here and stripped before the body leaves.
 */
export default function FormBlockView({ block }: { block: FormBlock }) {
  const [acte, setActe] = useState<LoadedActe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadActe(block.acte).then(
      (loaded) => live && setActe(loaded),
      () => live && setLoadError(toastTexts.dataSourceFailed(block.acte)),
    );
    return () => {
      live = false;
    };
  }, [block.acte]);

  if (loadError) return <Callout intent="danger" role="alert">{loadError}</Callout>;
  if (!acte) return <Loader />;
  return <ActeForm block={block} acte={acte} />;
}

function ActeForm({ block, acte }: { block: FormBlock; acte: LoadedActe }) {
  const env = usePortal();
  const toast = useToast();
  const context = useMemo(() => buildActeContext(env), [env]);
  const [formData, setFormData] = useState<FormData>(() => ({ ...(acte.initialData ?? {}), context }));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [submitActe, { isLoading }] = useSubmitActeMutation();
  const [uploads] = useState(createUploadStatusStore);
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.isAnyInProgress);
  const busy = isLoading || uploading;

  const formContext = useMemo<WidgetsFormContext>(
    () => ({
      isDonneesROMonegasquesActivated: env.client.isDonneesROMonegasquesActivated,
      passwordRequiredLength: env.config.passwordRequiredLength ?? env.client.passwordRequiredLength,
      uploadStatus: uploads,
    }),
    [env, uploads],
  );

  const onSubmit = async (event: IChangeEvent<FormData>) => {
    const data = { ...(event.formData ?? {}), context };
    setFormData(data);
    setExtraErrors(undefined);
    if (uploads.isAnyInProgress()) return;
    const result = await submitActe({ endpoint: block.submit.endpoint, method: block.submit.method, body: stripContext(data) });
    if ('error' in result && result.error) {
      const error = result.error as PortalError;
      if (error.errors?.length) setExtraErrors(serverErrorsToErrorSchema(error.errors));
      // The server's own message, else the screen's toast, else the status text.
      const serverSpoke = error.body && typeof (error.body as { message?: unknown }).message === 'string';
      toast(serverSpoke || !block.onErrorToast ? error.message : block.onErrorToast, 'danger');
      return;
    }
    if (block.onSuccess?.toast) toast(block.onSuccess.toast, 'success');
    if (block.onSuccess?.navigate) navigateHash(block.onSuccess.navigate);
  };

  return (
    <BlueprintForm
      schema={acte.schema as RJSFSchema}
      uiSchema={acte.uiSchema}
      validator={acte.validator}
      widgets={customWidgets}
      formData={formData}
      formContext={formContext}
      extraErrors={extraErrors}
      onSubmit={onSubmit}
      disabled={isLoading}
    >
      <Button type="submit" intent="primary" size="large" loading={busy} disabled={busy} text={block.submitLabel ?? 'Valider'} />
    </BlueprintForm>
  );
}
