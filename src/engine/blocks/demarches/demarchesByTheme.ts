import { ACTE_THEMES, acteAccessScope, type ActeAccessContext, type ActeTheme } from '../../../language/acteAccess';
import { evaluateCondition } from '../../../language/conditions';
import type { Demarche } from '../../../generated/demarches';

export interface DemarchesGroup {
  theme: ActeTheme;
  demarches: Demarche[];
}

/**
 * The démarches this member may file on this contract, by theme in the screen's order, each theme
 * sorted by label; a theme with none is left out. An acte whose manifest's access fails (role,
 * contract state, feature) is not offered at all: the server would refuse it on the same scope.
 */
export function demarchesByTheme(demarches: readonly Demarche[], context: ActeAccessContext): DemarchesGroup[] {
  const scope = acteAccessScope(context);
  const allowed = demarches.filter((demarche) => evaluateCondition(demarche.access, scope));
  return ACTE_THEMES.map((theme) => ({
    theme,
    demarches: allowed.filter((demarche) => demarche.theme === theme).sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr')),
  })).filter((group) => group.demarches.length > 0);
}
