import type { Queryable } from '../db/types';

/**
 * The demo member's mail (screen "Mes courriers"): a dozen letters over 2025 and 2026 on her
 * active contract, the older ones read. 2024 has none, so the empty state can be tried.
 */
const COURRIERS: Array<[date: string, objet: string, lu: boolean, texte: string]> = [
  ['2026-10-05', 'Échéancier de cotisations 2027', false,
    'Votre contrat Santé Famille Confort est reconduit au 1er janvier 2027. Vos cotisations seront prélevées le 5 de chaque mois sur votre compte habituel : 12 échéances de 193,02 € (2 316,24 € pour l’année), soit une hausse de 3 % due à l’évolution des dépenses de santé. Vous pouvez consulter et payer vos échéances dans la rubrique « Mes contrats » de votre espace adhérent.'],
  ['2026-09-12', 'Relevé de remboursements - août 2026', false,
    'En août 2026, nous avons remboursé les soins de votre famille présentés par la Sécurité sociale. Le détail de chaque acte (date, bénéficiaire, montant dépensé, part de la Sécurité sociale, part de votre mutuelle et reste à charge) figure dans la rubrique « Mes remboursements », d’où vous pouvez aussi télécharger ce relevé.'],
  ['2026-07-03', 'Attestation de tiers payant', false,
    'Votre attestation de tiers payant est à jour pour l’année 2026. Présentez votre carte de tiers payant, disponible à tout moment dans la rubrique « Ma carte de tiers payant », à votre pharmacien, votre laboratoire, votre opticien ou votre dentiste : vous n’avancez pas la part prise en charge par votre mutuelle.'],
  ['2026-05-20', 'Relevé de remboursements - avril 2026', true,
    'En avril 2026, nous avons remboursé les soins de votre famille présentés par la Sécurité sociale. Le détail de chaque acte figure dans la rubrique « Mes remboursements » de votre espace adhérent.'],
  ['2026-03-18', 'Confirmation de changement de RIB', true,
    'Nous avons bien enregistré vos nouvelles coordonnées bancaires pour le versement de vos remboursements. Elles sont utilisées pour tous les remboursements payés à partir du 1er avril 2026. Si vous n’êtes pas à l’origine de cette demande, appelez-nous sans attendre.'],
  ['2026-02-02', 'Relevé de remboursements - janvier 2026', true,
    'En janvier 2026, nous avons remboursé les soins de votre famille présentés par la Sécurité sociale. Le détail de chaque acte figure dans la rubrique « Mes remboursements » de votre espace adhérent.'],
  ['2026-01-08', 'Avis d’échéance 2026', true,
    'Votre contrat Santé Famille Confort est reconduit pour l’année 2026. Votre cotisation mensuelle est de 187,40 €, prélevée le 5 de chaque mois (2 248,80 € pour l’année). Elle couvre les 4 personnes de votre contrat.'],
  ['2025-11-21', 'Relevé de remboursements - octobre 2025', true,
    'En octobre 2025, nous avons remboursé les soins de votre famille présentés par la Sécurité sociale. Le détail de chaque acte figure dans la rubrique « Mes remboursements » de votre espace adhérent.'],
  ['2025-09-30', 'Nouvelle carte de tiers payant', true,
    'Votre carte de tiers payant a été mise à jour pour inscrire Emma parmi les bénéficiaires de votre contrat. Elle est disponible dans la rubrique « Ma carte de tiers payant » de votre espace adhérent, où vous pouvez aussi l’imprimer.'],
  ['2025-06-14', 'Relevé de remboursements - mai 2025', true,
    'En mai 2025, nous avons remboursé les soins de votre famille présentés par la Sécurité sociale. Le détail de chaque acte figure dans la rubrique « Mes remboursements » de votre espace adhérent.'],
  ['2025-03-03', 'Ajout d’un bénéficiaire : Léo DURAND', true,
    'Léo DURAND est inscrit comme bénéficiaire de votre contrat Santé Famille Confort à compter du 1er mars 2025. Ses soins sont remboursés dès cette date ; il figure sur votre carte de tiers payant.'],
  ['2025-01-10', 'Avis d’échéance 2025', true,
    'Votre contrat Santé Famille Confort est reconduit pour l’année 2025. Votre cotisation mensuelle est de 179,90 €, prélevée le 5 de chaque mois (2 158,80 € pour l’année).'],
];

export async function seedCourriers(tx: Queryable, contratId: string, destinataire: string): Promise<void> {
  for (const [date, objet, lu, texte] of COURRIERS) {
    await tx.query(
      'INSERT INTO courriers (contrat_id, date_envoi, objet, contenu, lu) VALUES ($1, $2, $3, $4, $5)',
      [contratId, date, objet, `Madame ${destinataire},\n\n${texte}\n\nNous vous prions d’agréer, Madame, nos salutations distinguées.\n\nVotre service adhérents`, lu],
    );
  }
}
