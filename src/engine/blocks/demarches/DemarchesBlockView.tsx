import { useId } from 'react';
import { Classes } from '@blueprintjs/core';
import type { DemarchesBlock } from '../../../language/screenTypes';
import { useGetContratsQuery } from '../../../api/portalApi';
import { pickCurrentContrat } from '../../../domain/contrat';
import { demarches } from '../../../generated/demarches';
import { demarchesTexts as T } from '../../../i18n/demarches';
import { usePortal } from '../../PortalContext';
import { Loader } from '../../ui/Loader';
import { demarchesByTheme, type DemarchesGroup } from './demarchesByTheme';
import { Heading } from '../../../../widgets/blocks/headingLevel';
import '../_data/dataBlocks.css';
import './demarches.css';

/**
 * « Mes démarches »: one titled list per theme of the actes the member may file on the current
 * contract. The contract's state decides some of them, so the list waits for the contracts.
 */
export function DemarchesBlockView({ block }: { block: DemarchesBlock }) {
  const { user, client, contrat } = usePortal();
  const contrats = useGetContratsQuery(undefined, { skip: !user });
  if (contrats.isLoading) return <Loader />;
  // The selector's own rule (a stored contract no longer active gives way to the first one).
  const current = pickCurrentContrat(contrats.data?.contrats ?? [], contrat);
  const groups = demarchesByTheme(demarches, {
    roles: user?.roles ?? [],
    contrat: current ? { numero: current.numeroContratIndividuel, etat: current.etat } : null,
    fonctionnalites: client.fonctionnalites,
  });
  if (groups.length === 0) return <p className="ea-demarches__empty">{block.empty ?? T.empty}</p>;
  return (
    <div className="ea-demarches">
      {groups.map((group) => (
        <ThemeSection key={group.theme} group={group} />
      ))}
    </div>
  );
}

function ThemeSection({ group }: { group: DemarchesGroup }) {
  const id = useId();
  return (
    <section className="ea-section ea-demarches__theme" aria-labelledby={id}>
      <Heading id={id} className={Classes.HEADING}>
        {T.themes[group.theme]}
      </Heading>
      <ul className="ea-demarches__list">
        {group.demarches.map((demarche) => (
          <li key={demarche.acte}>
            <a href={`#${demarche.route}`}>{demarche.libelle}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
