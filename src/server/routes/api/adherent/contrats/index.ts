import type { FastifyInstance } from 'fastify';
import { maskIban } from '../../../../../domain/iban';
import contratsReply from '../../../../../../schemas/api/contrats.schema.json';
import type { Contrat, ContratsReply } from '../../../../../generated/api/contrats';
import { replies } from '../../../../schemas/replies';
import { beneficiaireNumPers, visibleToBeneficiaire } from '../../../../identity/beneficiaireScope';

/**
 * GET /api/adherent/contrats → { contrats } of the logged-in member.
 * A user without member record (back office) gets an empty list; the browser turns it into
 * the '0 contrat' case. Active contracts first.
 */

interface ContratRow {
  numero_contrat_individuel: string;
  nom_offre: string;
  etat: Contrat['etat'];
  is_actif: boolean;
  is_precontentieux: boolean;
  modalite_paiement: { rib?: unknown; codeModePaiement?: unknown; isMissing?: unknown } | null;
}

/** The member's contracts ($1), only those a beneficiary's account ($2) is on (also run by the bench's bare peer). */
export const CONTRATS_LIST_SQL = `SELECT numero_contrat_individuel, nom_offre, etat, is_actif, is_precontentieux, modalite_paiement
           FROM contrats WHERE adherent_id = $1 AND ${visibleToBeneficiaire('contrats', 2)}
          ORDER BY is_actif DESC, numero_contrat_individuel`;

export default async function contratRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/adherent/contrats',
    {
      schema: {
        // The reply's schema is the file ContratsReply is generated from (src/generated/api).
        response: replies(contratsReply, [401]),
      },
    },
    async (request): Promise<ContratsReply> => {
      const adherentId = request.user?.adherentId;
      if (!adherentId) return { contrats: [] };
      const { rows } = await app.db.query<ContratRow>(CONTRATS_LIST_SQL, [adherentId, await beneficiaireNumPers(request)]);
      return {
        contrats: rows.map((row) => {
          const modalite = row.modalite_paiement ?? {};
          // A full IBAN never leaves the server (the stored value is masked already; masked again in case).
          const rib = maskIban(modalite.rib);
          return {
            numeroContratIndividuel: row.numero_contrat_individuel,
            nomOffre: row.nom_offre,
            etat: row.etat,
            isActif: row.is_actif,
            IsPrecontentieux: row.is_precontentieux,
            modalitePaiementPrestation: {
              rib,
              codeModePaiement: typeof modalite.codeModePaiement === 'string' ? modalite.codeModePaiement : null,
              isMissing: typeof modalite.isMissing === 'boolean' ? modalite.isMissing : rib === null,
            },
          };
        }),
      };
    },
  );
}
