import type { CatalogueDateEffet } from '../domain/acteCatalogue';
import { devActesTexts } from '../i18n/devActes';

const T = devActesTexts.dateEffet;

/**
 * The acte's date-effet rules as the member's form will offer them today: each field, each
 * plage and its interval, computed by the server with the form's own module (src/domain/dateEffet.ts)
 * for a stated context, so an author sees what a rule file means without filing anything.
 */
export function DateEffetIntervals({ datesEffet }: { datesEffet: CatalogueDateEffet | undefined }) {
  if (!datesEffet) return null;
  return (
    <section aria-label={T.title}>
      <h3 className="bp6-heading">{T.title}</h3>
      <p>{T.context(datesEffet.aujourdhui, datesEffet.debutContrat)}</p>
      <ul>
        {datesEffet.champs.flatMap(({ champ, plages }) =>
          plages.map((plage, index) => (
            <li key={`${champ}-${index}`}>
              <code>{champ}</code> — {plage.libelle} : {plage.indisponible ? T.unavailable[plage.indisponible] : T.interval(plage.du, plage.au)}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
