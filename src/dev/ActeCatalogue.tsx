import { useReadQuery } from '../api/readEndpoint';
import type { CatalogueEntry, CatalogueScreen } from '../domain/acteCatalogue';
import { CONTRAT_ETAT_LABELS, type ContratEtat } from '../domain/contrat';
import { devActesTexts } from '../i18n/devActes';
import { Loader } from '../engine/ui/Loader';
import { Callout } from './devUi';
import './devActes.css';

const T = devActesTexts.catalogue;

/** A link to the screen's route; a route with a parameter (':id') is shown as it is: there is no one page to open. */
export function ScreenLink({ screen }: { screen: CatalogueScreen }) {
  const label = `#/${screen.route}`;
  return (
    <span className="ea-dev-actes__screen" title={screen.fichier}>
      {screen.route.includes(':') ? <code>{label}</code> : <a href={`#/${screen.route}`}>{label}</a>}
    </span>
  );
}

const states = (entry: CatalogueEntry) =>
  entry.contractStates ? entry.contractStates.map((etat) => CONTRAT_ETAT_LABELS[etat as ContratEtat] ?? etat).join(', ') : T.anyContract;

/**
 * #/dev/actes: every acte of schemas/actes with its manifest and the screens that
 * name it, each with a link to its preview. A developer screen: the list comes from
 * GET /api/dev/actes, which only a server with DEV_TOOLS=1 has.
 */
export function ActeCatalogue() {
  const { data, error } = useReadQuery({ resource: 'dev/actes' });
  if (error) return <Callout intent="danger">{T.loadFailed}</Callout>;
  if (!data) return <Loader />;
  const items = (data as { items: CatalogueEntry[] }).items;
  return (
    <>
      <p>{T.intro}</p>
      <div className="ea-dev-actes__scroll">
        <table className="bp6-html-table bp6-compact bp6-html-table-striped ea-dev-actes__table">
          <caption>{T.caption} ({items.length})</caption>
          <thead>
            <tr>
              {Object.values(T.columns).map((label) => (
                <th key={label} scope="col">{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.acte}>
                <th scope="row">
                  <a href={`#/dev/actes/${entry.acte}`} aria-label={T.preview(entry.acte)}>{entry.acte}</a>
                </th>
                <td>{entry.titre}</td>
                <td>{entry.version ?? T.none}</td>
                <td>{entry.roles.join(', ') || T.none}</td>
                <td>{entry.version === null ? T.none : states(entry)}</td>
                <td>{entry.effect ?? T.none}</td>
                <td>{entry.endpoints.length ? entry.endpoints.map((endpoint) => <code key={endpoint} className="ea-dev-actes__endpoint">{endpoint}</code>) : T.none}</td>
                <td>{entry.modeGestion ?? T.none}</td>
                <td>{entry.ecrans.length ? entry.ecrans.map((screen) => <ScreenLink key={screen.fichier} screen={screen} />) : T.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
