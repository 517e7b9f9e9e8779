import type { FastifyInstance } from 'fastify';
import { maskIban } from '../../../../../domain/iban';
import contratsReply from '../../../../../../schemas/api/contrats.schema.json';
import type { ContratsReply } from '../../../../../generated/api/contrats';
import { replies } from '../../../../schemas/replies';
import { beneficiaireNumPers } from '../../../../identity/beneficiaireScope';
import { memberContratsWithPayment } from '../../../../contrats/memberContrats';

/**
 * GET /api/adherent/contrats → { contrats } of the logged-in member.
 * A user without member record (back office) gets an empty list; the browser turns it into
 * the '0 contrat' case. Active contracts first.
 */

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
      const rows = await memberContratsWithPayment(app.db, adherentId, await beneficiaireNumPers(request));
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
