import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/**
 * The messages of a demande (table demande_messages): the mutuelle's answers and the member's
 * replies, oldest first. Who wrote one is read differently by each side: the member reads « Vous »
 * and « Votre mutuelle »; the back office and the recap PDF, which others read too, name the side.
 */
export type DemandeMessageAuteur = 'adherent' | 'mutuelle';

/** The author's name as each reader sees it. */
export const DEMANDE_MESSAGE_AUTEURS = {
  adherent: { adherent: 'Vous', mutuelle: 'Votre mutuelle' },
  gestion: { adherent: 'Adhérent', mutuelle: 'Mutuelle' },
} as const satisfies Record<string, Record<DemandeMessageAuteur, string>>;

/** The longest message kept (the actes demande-reponse and demande-message say the same). */
export const DEMANDE_MESSAGE_MAX = 2000;

/** A message as a reply carries it; `par`: the staff member or member who wrote it (the back office only). */
export const demandeMessageSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, auteur: { type: 'string' }, texte: { type: 'string' }, par: { type: ['string', 'null'] } },
  required: ['id', 'date', 'auteur', 'texte'],
  additionalProperties: false,
} as const;
export type DemandeMessage = FromSchema<typeof demandeMessageSchema>;

export interface DemandeMessageRow {
  id: number;
  date: string;
  auteur: DemandeMessageAuteur;
  texte: string;
  par: string | null;
}

/** Records a message of the demande; its id. */
export async function addDemandeMessage(
  db: Queryable,
  demandeId: number,
  message: { auteur: DemandeMessageAuteur; texte: string; byUserId: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO demande_messages (demande_id, auteur, par_user_id, texte) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
    [demandeId, message.auteur, message.byUserId, message.texte],
  );
  return rows[0].id;
}

/** The demande's messages, oldest first (a conversation reads top to bottom). */
export async function demandeMessages(db: Queryable, demandeId: number): Promise<DemandeMessageRow[]> {
  const { rows } = await db.query<DemandeMessageRow>(
    `SELECT m.id::int AS id, to_char(m.created_at, 'YYYY-MM-DD') AS date, m.auteur, m.texte,
            nullif(trim(coalesce(u.prenom, pa.prenom, '') || ' ' || coalesce(u.nom, pa.nom, '')), '') AS par
       FROM demande_messages m LEFT JOIN users u ON u.id = m.par_user_id LEFT JOIN adherents pa ON pa.id = u.adherent_id
      WHERE m.demande_id = $1 ORDER BY m.id`,
    [demandeId],
  );
  return rows;
}
