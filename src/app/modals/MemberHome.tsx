import { useRef, useState } from 'react';
import { Button, Callout, Card, Classes, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useGetContratsQuery, useGetEncryptedViewDataQuery, useUpdateUserTelMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import type { AmfOperation } from '../../api/sharedUiTypes';
import type { Contrat } from '../../api/types';
import { accueilTexts as T, contratTexts } from '../../i18n/sharedUi';
import { Loader } from '../../engine/ui/Loader';
import { isFrenchMobile, normalizePhone } from '../../domain/phone';
import { SecurityCodeDialog } from '../securityCode';
import { useToast } from '../useToast';
import { ConsentDialog } from './ConsentDialog';
import { CareNetworkDialog } from './CareNetworkDialog';
import { RibPrestationsDialog } from './RibPrestationsDialog';
import '../sharedUi.css';

const ETAT_LABELS: Record<Contrat['etat'], string> = { eninstance: 'en instance', valide: 'valide', resilie: 'résilié', suspendu: 'suspendu' };

/** Spec §4: non-valid states in brackets in the contract label. */
export function contratLabel(contrat: Contrat): string {
  const base = `${contrat.nomOffre} – n° ${contrat.numeroContratIndividuel}`;
  return contrat.etat === 'valide' ? base : `${base} (${ETAT_LABELS[contrat.etat]})`;
}

/**
 * The member's home (screens/member/accueil): contracts, and the buttons raising the shared
 * modals — consent, RIB de prestations, care networks, and the security-code settings.
 */
export function MemberHome() {
  const contrats = useGetContratsQuery();
  const amf = useGetEncryptedViewDataQuery();
  const [modal, setModal] = useState<null | 'consent' | 'careNetworks' | { rib: Contrat }>(null);
  const [code, setCode] = useState<null | { operation: AmfOperation; newAmfTel?: string }>(null);
  const [phone, setPhone] = useState('');
  // Shown under the field: the browser's check (a French mobile) or the server's refusal.
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const [updateTel, updateTelState] = useUpdateUserTelMutation();
  const toast = useToast();

  const refusePhone = (message: string) => {
    setPhoneError(message);
    phoneInput.current?.focus();
  };

  const modifyPhone = async () => {
    if (!isFrenchMobile(phone)) {
      refusePhone(T.phoneNotMobile);
      return;
    }
    const result = await updateTel({ newAmfTel: phone });
    if ('error' in result && result.error) {
      const error = result.error as PortalError;
      const fieldError = error.errors?.find((item) => item.path === '/newAmfTel');
      if (fieldError) refusePhone(fieldError.message);
      else toast(error.message, 'danger');
      return;
    }
    setCode({ operation: 'modifyPhone', newAmfTel: normalizePhone(phone) });
  };

  return (
    <div className="ea-member-home">
      <section aria-labelledby="ea-contrats-title">
        <h2 id="ea-contrats-title">{T.contrats}</h2>
        {contrats.isLoading && <Loader />}
        {contrats.data?.contrats.length === 0 && <Callout intent="warning">{contratTexts.none}</Callout>}
        <ul className="ea-contrats">
          {contrats.data?.contrats.map((contrat) => (
            <li key={contrat.numeroContratIndividuel}>
              <Card className="ea-contrat" aria-label={contratLabel(contrat)}>
                <h3>{contratLabel(contrat)}</h3>
                <p>
                  {T.ribLabel} : <span className="ea-contrat__rib">{contrat.modalitePaiementPrestation.rib ?? '—'}</span>
                </p>
                {contrat.isActif && <Button text={T.rib} onClick={() => setModal({ rib: contrat })} />}
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ea-services-title">
        <h2 id="ea-services-title">{T.services}</h2>
        <div className="ea-member-home__buttons">
          <Button text={T.consent} onClick={() => setModal('consent')} />
          <Button text={T.careNetworks} onClick={() => setModal('careNetworks')} />
        </div>
      </section>

      <section aria-labelledby="ea-security-title">
        <h2 id="ea-security-title">{T.security}</h2>
        {amf.data && (
          <div className="ea-member-home__security">
            <p>
              <Tag intent={amf.data.amfActive ? 'success' : 'none'}>{amf.data.amfActive ? T.amfOn : T.amfOff}</Tag>{' '}
              <span className={Classes.TEXT_MUTED}>
                {amf.data.email}
                {amf.data.telephone ? ` · ${amf.data.telephone}` : ''}
              </span>
            </p>
            <Button
              text={amf.data.amfActive ? T.deactivateAmf : T.activateAmf}
              onClick={() => setCode({ operation: amf.data!.amfActive ? 'deactivateAmf' : 'activateAmf' })}
            />
            <form
              className="ea-member-home__phone"
              onSubmit={(event) => {
                event.preventDefault();
                void modifyPhone();
              }}
            >
              <FormGroup
                className="ea-member-home__phone-field"
                label={T.newPhoneLabel}
                labelFor="ea-new-phone"
                intent={phoneError ? 'danger' : 'none'}
                helperText={phoneError && <span id="ea-new-phone-error" role="alert">{phoneError}</span>}
              >
                <InputGroup
                  id="ea-new-phone"
                  inputRef={phoneInput}
                  type="tel"
                  autoComplete="tel"
                  value={phone}
                  intent={phoneError ? 'danger' : 'none'}
                  aria-invalid={phoneError ? true : undefined}
                  aria-describedby={phoneError ? 'ea-new-phone-error' : undefined}
                  onValueChange={(value) => {
                    setPhone(value);
                    setPhoneError(null);
                  }}
                />
              </FormGroup>
              <Button type="submit" text={T.modifyPhone} loading={updateTelState.isLoading} disabled={!phone.trim()} />
            </form>
          </div>
        )}
      </section>

      <ConsentDialog isOpen={modal === 'consent'} onClose={() => setModal(null)} />
      <CareNetworkDialog isOpen={modal === 'careNetworks'} onClose={() => setModal(null)} />
      {modal && typeof modal === 'object' && (
        <RibPrestationsDialog isOpen contrat={modal.rib} onClose={() => setModal(null)} />
      )}
      {code && (
        <SecurityCodeDialog
          isOpen
          operation={code.operation}
          newAmfTel={code.newAmfTel}
          hasConfirmedMobile={code.operation === 'modifyPhone' ? true : Boolean(amf.data?.telephoneConfirme)}
          onSuccess={() => {
            setCode(null);
            setPhone('');
            setPhoneError(null);
          }}
          onClose={() => setCode(null)}
        />
      )}
    </div>
  );
}

export default MemberHome;
