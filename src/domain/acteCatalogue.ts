/**
 * The acte catalogue of the developer screens (#/dev/actes): what the server
 * reads from schemas/actes and screens/ (src/server/actes/acteCatalogue.ts), and who the server
 * lets send an acte (its manifest's roles, contract states, feature keys) — shared by the server
 * and the preview's context switcher.
 */
export interface CatalogueScreen {
  /** screens/… path of the file. */
  fichier: string;
  route: string;
  /** The screen's form block of this acte (the preview draws the same block), when it has one. */
  bloc?: Record<string, unknown>;
}

/** One client setting a condition of the acte reads (context.config.<nom>, { "$config": "<nom>" }). */
export interface CatalogueSetting {
  nom: string;
  type: 'boolean' | 'enum' | 'number' | 'other';
  valeurs?: unknown[];
}

export interface CatalogueEntry {
  acte: string;
  titre: string;
  /** The manifest's version; null for an acte without manifest (login, register…). */
  version: number | null;
  roles: string[];
  /** Contract states that allow it; null: it needs no contract. */
  contractStates: string[] | null;
  effect: string | null;
  endpoints: string[];
  modeGestion: string | null;
  ecrans: CatalogueScreen[];
  /** Titles of its `ui:steps`, in order (empty for a one-page form). */
  etapes: string[];
  /** The manifest's feature keys: each must be visible for the acte to be shown and accepted. */
  features: string[];
  reglages: CatalogueSetting[];
  /** Every feature key it depends on: its manifest's and those its conditions test. */
  fonctionnalites: string[];
}

export interface CatalogueDetail extends CatalogueEntry {
  exemple: Record<string, unknown> | null;
  /** The manifest's date-effet rules, computed for the preview's contract and today (dates JJ/MM/AAAA). */
  datesEffet?: CatalogueDateEffet;
}

/** What the preview shows of the date-effet rules: each field's offered intervals, for a stated context. */
export interface CatalogueDateEffet {
  aujourdhui: string;
  debutContrat: string;
  champs: Array<{
    champ: string;
    plages: Array<{ libelle: string; du: string | null; au: string | null; indisponible: 'empty' | 'missingReference' | 'invalidRule' | null }>;
  }>;
}

/** Why the server would refuse the acte in a context (empty: it accepts it). */
export type AvailabilityIssue =
  | { kind: 'anonymous' }
  | { kind: 'role'; role: string }
  | { kind: 'noContract' }
  | { kind: 'etat'; etat: string }
  | { kind: 'feature'; key: string };

/**
 * The manifest's rules for one context (the server applies the same in its acte routes):
 * a role it lists, a current contract in a state it lists, every feature key it names visible.
 * An acte without manifest has no such rule here.
 */
export function acteAvailability(
  entry: Pick<CatalogueEntry, 'version' | 'roles' | 'contractStates' | 'features'>,
  context: { role: string | null; etat: string | null; featureVisible: (key: string) => boolean },
): AvailabilityIssue[] {
  if (entry.version === null) return [];
  const issues: AvailabilityIssue[] = [];
  if (!context.role) issues.push({ kind: 'anonymous' });
  else if (!entry.roles.includes(context.role)) issues.push({ kind: 'role', role: context.role });
  if (entry.contractStates) {
    if (!context.etat) issues.push({ kind: 'noContract' });
    else if (!entry.contractStates.includes(context.etat)) issues.push({ kind: 'etat', etat: context.etat });
  }
  for (const key of entry.features) if (!context.featureVisible(key)) issues.push({ kind: 'feature', key });
  return issues;
}
