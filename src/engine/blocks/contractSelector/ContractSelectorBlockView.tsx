import { useEffect, useId, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { FormGroup } from '@blueprintjs/core';
import { PortalSelect } from '../../ui/PortalSelect';
import { portalApi, useGetContratsQuery } from '../../../api/portalApi';
import { storageKeys } from '../../../api/storageKeys';
import { rememberContrat } from '../../currentContrat';
import type { ContractSelectorBlock } from '../../../language/screenTypes';
import { contratLabel, pickCurrentContrat } from '../../../domain/contrat';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { DataError } from '../_data/DataStates';

/**
 * The current contract: the stored one if active or the only one, else the first.
 * The baseQuery sends it as X-NumContrat on every call; changing it clears the API cache, so
 * every read of the route is made again for the new contract.
 */
export function ContractSelectorBlockView({ block }: { block: ContractSelectorBlock }) {
  const id = useId();
  const contrats = useGetContratsQuery();
  const dispatch = useDispatch();
  const list = contrats.data?.contrats ?? [];
  const current = pickCurrentContrat(list, localStorage.getItem(storageKeys.currentContrat));
  // Set once a contract is chosen: the page is reloading, and the contracts read again meanwhile
  // must not put the rule's default back over the member's choice.
  const chosen = useRef(false);

  const choose = (numero: string) => {
    chosen.current = true;
    rememberContrat(numero);
    dispatch(portalApi.util.resetApiState());
    // The shell reads the contract when the route loads: reload it, so every read follows the new contract.
    window.location.reload();
  };

  // The rule's choice is remembered, so the next calls carry it.
  useEffect(() => {
    if (!chosen.current && current) rememberContrat(current.numeroContratIndividuel);
  }, [current]);

  if (contrats.isError) return <DataError label={block.label ?? T.contract} onRetry={() => void contrats.refetch()} />;
  if (!current) return null;
  if (list.length === 1) return <p className="ea-contract-selector">{contratLabel(current)}</p>;
  return (
    <FormGroup label={block.label ?? T.contract} labelFor={id} className="ea-contract-selector">
      <PortalSelect id={id} value={current.numeroContratIndividuel} onChange={(event) => choose(event.currentTarget.value)}>
        {list.map((contrat) => (
          <option key={contrat.numeroContratIndividuel} value={contrat.numeroContratIndividuel}>{contratLabel(contrat)}</option>
        ))}
      </PortalSelect>
    </FormGroup>
  );
}

