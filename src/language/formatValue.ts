import { formatDateFr, fromIsoDate } from '../domain/dates';
import { maskIban } from '../domain/iban';
import { maskPhone } from '../domain/phone';
import { contratLabel, etatSuffix, CONTRAT_ETAT_LABELS, type ContratEtat } from '../domain/contrat';
import { demandeStatutLabel } from '../domain/demandeStatut';

/**
 * How a data block shows one value (column, item field, summary line). Pure: the table, the
 * list, the cards and the summary all go through here, and so does sorting (sortKey).
 */
export type ValueFormat = 'text' | 'date' | 'montant' | 'etat' | 'masque-iban' | 'masque-telephone' | 'badge' | 'libelle-contrat' | 'statut-demande';

export interface FormattedValue {
  text: string;
  /** Drawn as a Blueprint Tag (etat, badge). */
  badge?: { intent: 'none' | 'primary' | 'success' | 'warning' | 'danger' };
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** `labels` maps raw values to texts for `badge` ({"true": "Lu", "false": "Non lu"}). */
export function formatValue(value: unknown, format: ValueFormat = 'text', labels?: Record<string, string>): FormattedValue {
  if (value === undefined || value === null || value === '') return { text: '' };
  switch (format) {
    case 'date': {
      const text = typeof value === 'string' ? formatDateFr(fromIsoDate(value.slice(0, 10))) : '';
      return { text: text || String(value) };
    }
    case 'montant': {
      const amount = typeof value === 'number' ? value : Number(value);
      return { text: Number.isFinite(amount) ? euros.format(amount) : String(value) };
    }
    case 'etat': {
      // A non-valid state in brackets; a valid one as a plain 'valide' badge.
      const etat = String(value);
      const text = etatSuffix(etat) || CONTRAT_ETAT_LABELS[etat as ContratEtat] || etat;
      return { text, badge: { intent: etat === 'valide' ? 'success' : etat === 'resilie' ? 'danger' : 'warning' } };
    }
    case 'masque-iban':
      return { text: maskIban(value) ?? '' };
    case 'masque-telephone':
      return { text: maskPhone(String(value)) ?? '' };
    case 'libelle-contrat': {
      // The whole contract (column key '.'): 'Offre – n° 123 (résilié)'.
      const contrat = value as { nomOffre?: unknown; numeroContratIndividuel?: unknown; etat?: unknown };
      if (typeof contrat !== 'object' || typeof contrat.numeroContratIndividuel !== 'string') return { text: String(value) };
      return { text: contratLabel({ nomOffre: String(contrat.nomOffre ?? ''), numeroContratIndividuel: contrat.numeroContratIndividuel, etat: String(contrat.etat ?? '') }) };
    }
    case 'statut-demande':
      // A demande's status as every reader names it (« Traitée »), drawn as a badge.
      return { text: demandeStatutLabel(String(value)), badge: { intent: 'none' } };
    case 'badge': {
      const text = labels?.[String(value)] ?? String(value);
      return { text, badge: { intent: value === false || value === 'false' ? 'primary' : 'none' } };
    }
    default:
      return { text: String(value) };
  }
}

/** The value a column sorts by: ISO dates and numbers compare as they are, the rest as French text. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const collator = new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' });
