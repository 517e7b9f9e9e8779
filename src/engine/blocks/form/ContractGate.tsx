import type { ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import { useGetContratsQuery } from '../../../api/portalApi';
import { evaluateCondition } from '../../../language/conditions';
import type { Condition } from '../../../language/screenTypes';
import { acteAccessTexts } from '../../../i18n/acteAccess';
import { usePortal } from '../../PortalContext';
import { useScreenScope } from '../../ScreenData';
import { Loader } from '../../ui/Loader';

/**
 * The part of an acte's access about the current contract (its manifest: the contract states it
 * needs), decided on the page rather than at the route: the member sees why the acte is not
 * possible for this contract, in the words the server would answer, and may choose another one
 * with the contract selector above — a redirect would take him away without a word.
 */
export default function ContractGate({ condition, children }: { condition: Condition; children: ReactNode }) {
  const { contrat } = usePortal();
  const scope = useScreenScope();
  const contrats = useGetContratsQuery(undefined, { skip: !contrat });
  if (!contrat) return <>{children}</>;
  if (contrats.isLoading) return <Loader />;
  const current = contrats.data?.contrats.find((candidate) => candidate.numeroContratIndividuel === contrat);
  // Unknown contract or unread list: the server decides (and says why) on submit.
  if (!current || evaluateCondition(condition, { ...scope, contrat: { ...current, numeroContrat: contrat } })) return <>{children}</>;
  return (
    <Callout intent="warning" role="status" className="ea-form-unavailable">
      {acteAccessTexts.contractState}
    </Callout>
  );
}
