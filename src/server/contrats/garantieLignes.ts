import type { Queryable } from '../db/types';
import { libelleGarantie, remboursementExemple, type Remboursement } from '../../domain/garanties';
import { garantiesOfOffre } from './garanties';

/** A poste of the garanties table as every reader shows it: its garantie in words and its example split. */
export interface GarantieLigne extends Remboursement {
  id: string;
  poste: string;
  libelle: string;
  garantie: string;
  exemple: string;
  depense: number;
}

/** The offer's garanties table — the contract page and the « Tableau des garanties » PDF read this one. */
export async function garantieLignes(db: Queryable, nomOffre: string): Promise<GarantieLigne[]> {
  return (await garantiesOfOffre(db, nomOffre)).map((g) => {
    const valeur = g.valeur === null ? null : Number(g.valeur);
    const depense = Number(g.depense);
    const exemple = remboursementExemple({ type: g.type, valeur, depense, baseRemboursement: Number(g.br), tauxSecu: g.taux, participationForfaitaire: Number(g.pf) });
    return { id: String(g.ordre), poste: g.poste, libelle: g.libelle, garantie: libelleGarantie(g.type, valeur), exemple: g.exemple, depense, ...exemple };
  });
}
