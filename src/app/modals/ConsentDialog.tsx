import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useGetConsentAnswersQuery, useGetConsentListQuery, useSendConsentMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import { consentTexts as T } from '../../i18n/sharedUi';
import { shellTexts } from '../../i18n/messages';
import { useToast } from '../useToast';
import { Loader } from '../../engine/ui/Loader';
import '../sharedUi.css';
import { useReturnFocus } from '../useReturnFocus';

export interface ConsentItem {
  nom: string;
  libelle: string;
}

/**
 * Consent modal (spec §2): each consent has 'Refuser' / 'Accepter', each answer posts
 * { nomConsentement, isAccepted } and toasts 'Nous avons bien pris en compte votre consentement.'.
 * Without `consents`, the reference list 'consentement' is shown. Each consent shows the member's
 * saved answer (GET /api/consentement), so reopening the modal shows the current state.
 */
export function ConsentDialog({ isOpen, onClose, consents }: { isOpen: boolean; onClose: () => void; consents?: ConsentItem[] }) {
  useReturnFocus(isOpen);
  const list = useGetConsentListQuery(undefined, { skip: !isOpen || consents !== undefined });
  const [sendConsent] = useSendConsentMutation();
  const saved = useGetConsentAnswersQuery(undefined, { skip: !isOpen });
  // Answers given in this modal show at once, before the saved list is read again.
  const [given, setGiven] = useState<Record<string, boolean>>({});
  const answers: Record<string, boolean> = {
    ...Object.fromEntries((saved.data ?? []).map((item) => [item.nomConsentement, item.isAccepted])),
    ...given,
  };
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const items = consents ?? list.data?.map((item) => ({ nom: item.code, libelle: item.libelle }));

  const answer = async (nom: string, isAccepted: boolean) => {
    setBusy(nom);
    const result = await sendConsent({ nomConsentement: nom, isAccepted });
    setBusy(null);
    if ('error' in result && result.error) {
      toast((result.error as PortalError).message, 'danger');
      return;
    }
    setGiven((previous) => ({ ...previous, [nom]: isAccepted }));
    toast(T.done, 'success');
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={T.title} className="ea-consent-dialog">
      <DialogBody>
        {(list.isLoading || saved.isLoading) && <Loader />}
        {list.error && <Callout intent="danger" role="alert">{(list.error as PortalError).message}</Callout>}
        <ul className="ea-consent-list">
          {items?.map((item) => (
            <li key={item.nom} className="ea-consent" aria-label={item.libelle}>
              <p>{item.libelle}</p>
              <div className="ea-consent__actions">
                <Button
                  text={T.refuse}
                  active={answers[item.nom] === false}
                  aria-pressed={answers[item.nom] === false}
                  loading={busy === item.nom}
                  disabled={busy !== null}
                  onClick={() => void answer(item.nom, false)}
                />
                <Button
                  text={T.accept}
                  intent="primary"
                  active={answers[item.nom] === true}
                  aria-pressed={answers[item.nom] === true}
                  disabled={busy !== null}
                  onClick={() => void answer(item.nom, true)}
                />
              </div>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={shellTexts.close} onClick={onClose} />} />
    </Dialog>
  );
}
