import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Callout, Dialog, DialogBody } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import { useDispatch } from 'react-redux';
import { BlueprintForm } from '../../../widgets/theme';
import { customWidgets } from '../../../widgets';
import { createUploadStatusStore, type WidgetsFormContext } from '../../../widgets/WidgetContext';
import { portalApi, useGetModeGestionQuery, useUpdateRibPrestationsMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import type { Contrat } from '../../api/types';
import { usePortal } from '../../engine/PortalContext';
import { buildActeContext, stripContext } from '../../engine/formContext';
import { loadActe, type LoadedActe } from '../../engine/registries/actes';
import { serverErrorsToErrorSchema } from '../../engine/serverErrors';
import { Loader } from '../../engine/ui/Loader';
import { ribTexts as T } from '../../i18n/sharedUi';
import { useToast } from '../useToast';
import { FORM_STATE_BEHAVIOR } from '../../engine/formStateBehavior';
import { normalizeIban } from '../../domain/iban';
import { useReturnFocus } from '../useReturnFocus';
import type { ActeBodies } from '../../generated/types';

export const RIB_MODE_GESTION_ID = 'ribPrestationsActeGestion';
/** Spec §9: page reload 5 s after a contract-touching action. */
export const PAGE_RELOAD_DELAY_MS = 5000;

export interface RibPrestationsDialogProps {
  isOpen: boolean;
  /** The contract whose benefit payments go to the new account. */
  contrat: Contrat;
  onClose: () => void;
  /** After success: 'contrats' reloads the contract list (default), 'page' reloads the page after 5 s. */
  afterSuccess?: 'contrats' | 'page';
}

/**
 * 'Mise à jour du RIB de prestations' (spec §2, §3, §5): the rib-prestations acte (titulaire,
 * IBAN, BIC, RIB document) in the Blueprint form. The document is required only when the acte's
 * management mode is 'manuel'; then the answer says the request will be processed instead of
 * refreshing the contracts.
 */
export function RibPrestationsDialog(props: RibPrestationsDialogProps) {
  if (!props.isOpen) return null;
  return <OpenRibDialog {...props} />;
}

function OpenRibDialog({ contrat, onClose, afterSuccess = 'contrats' }: RibPrestationsDialogProps) {
  useReturnFocus(true);
  const toast = useToast();
  const mode = useGetModeGestionQuery(RIB_MODE_GESTION_ID);
  const [acte, setActe] = useState<LoadedActe | null>(null);
  useEffect(() => {
    let live = true;
    void loadActe('rib-prestations').then((loaded) => live && setActe(loaded));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (mode.error) toast(T.modeGestionFailed, 'danger');
  }, [mode.error, toast]);

  return (
    <Dialog isOpen onClose={onClose} title={T.title} className="ea-rib-dialog">
      <DialogBody>
        {mode.error ? (
          <Callout intent="danger" role="alert">{T.modeGestionFailed}</Callout>
        ) : !acte || !mode.data ? (
          <Loader />
        ) : (
          <RibForm acte={acte} manuel={mode.data.modeGestion === 'manuel'} contrat={contrat} onClose={onClose} afterSuccess={afterSuccess} />
        )}
      </DialogBody>
    </Dialog>
  );
}

/** A pasted IBAN ('fr76 3000 …') is validated in its electronic form (uppercase, no spaces). */
function withNormalizedIban(data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.iban === 'string' ? { ...data, iban: normalizeIban(data.iban) } : data;
}

function RibForm({
  acte, manuel, contrat, onClose, afterSuccess,
}: { acte: LoadedActe; manuel: boolean; contrat: Contrat; onClose: () => void; afterSuccess: 'contrats' | 'page' }) {
  const env = usePortal();
  const toast = useToast();
  const dispatch = useDispatch();
  const context = useMemo(() => ({ ...buildActeContext(env), modeGestion: manuel ? 'manuel' : 'automatique' }), [env, manuel]);
  const [formData, setFormData] = useState<Record<string, unknown>>({ context });
  const [extraErrors, setExtraErrors] = useState<ReturnType<typeof serverErrorsToErrorSchema> | undefined>();
  const [update, { isLoading }] = useUpdateRibPrestationsMutation();
  const [uploads] = useState(createUploadStatusStore);
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.isAnyInProgress);
  const [done, setDone] = useState<string | null>(null);
  const formContext = useMemo<WidgetsFormContext>(() => ({ uploadStatus: uploads }), [uploads]);

  const onSubmit = async (event: IChangeEvent<Record<string, unknown>>) => {
    const data = { ...(event.formData ?? {}), context };
    setFormData(data);
    setExtraErrors(undefined);
    if (uploads.isAnyInProgress()) return;
    // RJSF submits only data its validator accepted: the acte's body (ActeBodies['rib-prestations']).
    const body = stripContext(data) as ActeBodies['rib-prestations'];
    const result = await update({
      data: {
        titulaire: body.titulaire,
        iban: body.iban,
        bic: body.bic,
        rib: body.rib ?? [],
        contrat: {
          numContrat: contrat.numeroContratIndividuel,
          nomOffre: contrat.nomOffre,
          rib: contrat.modalitePaiementPrestation.rib,
          codeModePaiement: contrat.modalitePaiementPrestation.codeModePaiement,
          hadRib: !contrat.modalitePaiementPrestation.isMissing,
        },
      },
    });
    if ('error' in result && result.error) {
      const error = result.error as PortalError;
      if (error.errors?.length) setExtraErrors(serverErrorsToErrorSchema(error.errors));
      toast(error.body && typeof (error.body as { message?: unknown }).message === 'string' ? error.message : T.requestFailed, 'danger');
      return;
    }
    if (result.data.isModeGestionManuel) {
      // Manual management: processed later by the back office, nothing to refresh (spec §4).
      toast(T.requestDoneManual, 'success');
      setDone(T.requestDoneManual);
      return;
    }
    toast(T.requestDone, 'success');
    if (afterSuccess === 'page') {
      setDone(`${T.requestDone}. ${T.reloading}`);
      window.setTimeout(() => window.location.reload(), PAGE_RELOAD_DELAY_MS);
      return;
    }
    dispatch(portalApi.util.invalidateTags(['Contrats']));
    onClose();
  };

  if (done) {
    return (
      <>
        <Callout intent="success" role="status">{done}</Callout>
        <p><Button text="Fermer" onClick={onClose} /></p>
      </>
    );
  }

  return (
    <>
      {manuel && <Callout intent="primary" compact className="ea-rib-dialog__manual">{T.manualNote}</Callout>}
      <BlueprintForm
        schema={acte.schema as RJSFSchema}
        uiSchema={acte.uiSchema}
        validator={acte.validator}
        widgets={customWidgets}
        experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={(event) => setFormData(withNormalizedIban({ ...(event.formData ?? {}), context }))}
        onSubmit={onSubmit}
        disabled={isLoading}
      >
        <div className="ea-dialog-actions">
          <Button text={T.cancel} onClick={onClose} disabled={isLoading} />
          <Button type="submit" intent="primary" text={T.submit} loading={isLoading || uploading} disabled={isLoading || uploading} />
        </div>
      </BlueprintForm>
    </>
  );
}
