import { formatDateFr, fromIsoDate } from '../../domain/dates';
import type { DeclaredSinistre } from './demandes';

const TYPES_SOINS: Record<string, string> = {
  OPTIQUE: 'Optique',
  DENTAIRE: 'Dentaire',
  AUDITIF: 'Aides auditives',
  HOSPITALISATION: 'Hospitalisation',
  MEDECINE_DOUCE: 'Médecine douce',
  AUTRE: 'Autres soins',
};

/**
 * How a declared sinistre is named to the member — in the list pj-sinistre chooses from and in the
 * recap of the demande that completes it: « Déclaration n° 12 (Optique, soins du 03/11/2026) ».
 */
export function sinistreLibelle(row: DeclaredSinistre): string {
  const soins = [TYPES_SOINS[row.type_soins ?? ''], row.date_soins ? `soins du ${formatDateFr(fromIsoDate(row.date_soins))}` : null].filter(Boolean).join(', ');
  return `Déclaration n° ${row.id}${soins ? ` (${soins})` : ''}`;
}
