import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReadQuery } from '../api/readEndpoint';
import { usePreviewModeGestion } from '../engine/usePreviewModeGestion';
import { acteAvailability, type AvailabilityIssue, type CatalogueDetail } from '../domain/acteCatalogue';
import { CONTRAT_ETAT_LABELS, type ContratEtat } from '../domain/contrat';
import { BlockView } from '../engine/BlockView';
import { PortalContext, usePortal } from '../engine/PortalContext';
import { ScopeLayerProvider } from '../engine/ScreenData';
import { useSetScreenTitle } from '../engine/ScreenTitle';
import { isFeatureVisible } from '../language/featureVisibility';
import { Loader } from '../engine/ui/Loader';
import { devActesTexts } from '../i18n/devActes';
import { ContextSwitcher } from './ContextSwitcher';
import { Callout } from './devUi';
import { ScreenLink } from './ActeCatalogue';
import { initialSwitches, previewEnvironment, type PreviewSwitches } from './previewEnvironment';
import { previewFormBlock, SAMPLE_READ } from './previewBlock';
import { useActeHotReload } from './useActeHotReload';
import { DateEffetIntervals } from './DateEffetIntervals';
import { useDemoSession } from './DemoSession';
import './devActes.css';

const T = devActesTexts.preview;

/**
 * #/dev/actes/<acte>: the acte's form drawn by the engine itself (the screen's
 * form block, the Blueprint theme, the generated validator) filled with its sample, or submitted
 * empty to see its errors (validation only); a context switcher shows its conditional variants. Under `npm run dev`
 * a saved file of the acte updates it without a reload (useActeHotReload).
 */
export function ActePreview({ acte }: { acte: string }) {
  const detail = useReadQuery({ resource: `dev/actes/${encodeURIComponent(acte)}` });
  const { refetch } = detail;
  const reread = useCallback(() => void refetch(), [refetch]);
  const { revision, error: hotError, restarting } = useActeHotReload(acte, reread);
  const setTitle = useSetScreenTitle();
  const entry = detail.data as CatalogueDetail | undefined;
  useEffect(() => {
    if (entry) setTitle(`${entry.acte} — ${entry.titre}`);
  }, [entry, setTitle]);

  if (detail.error && !restarting) return <Callout intent="danger">{T.notFound(acte)}</Callout>;
  if (!entry || entry.acte !== acte) return <Loader />;
  return (
    <>
      <p>
        <a href="#/dev/actes">{T.back}</a>
      </p>
      {hotError && <Callout intent="danger">{hotError}</Callout>}
      {restarting && <Callout intent="warning">{T.restarting}</Callout>}
      <Preview key={acte} entry={entry} revision={revision} />
    </>
  );
}

function Preview({ entry, revision }: { entry: CatalogueDetail; revision: number }) {
  const env = usePortal();
  const [switches, setSwitches] = useState<PreviewSwitches>(() => initialSwitches(entry, env));
  const [tab, setTab] = useState<'exemple' | 'vide'>('exemple');
  const previewEnv = useMemo(() => previewEnvironment(env, switches), [env, switches]);
  const ready = usePreviewModeGestion(entry.modeGestion, switches.modeGestion);
  const session = useDemoSession(switches.role, Boolean(env.user) || Boolean(env.userPending));
  const issues = acteAvailability(entry, {
    role: previewEnv.user?.roles[0] ?? null,
    etat: switches.etat === 'aucun' ? null : switches.etat,
    featureVisible: (key) => isFeatureVisible(previewEnv.client.fonctionnalites, key, previewEnv.contrat),
  });
  const filled = tab === 'exemple' && entry.exemple !== null;
  const block = useMemo(() => previewFormBlock(entry, filled), [entry, filled]);
  const layer = useMemo(() => ({ reads: { [SAMPLE_READ]: entry.exemple } }), [entry.exemple]);
  // The form starts again on every change of context, file or tab (it reads its initial data once).
  const formKey = `${tab}-${revision}-${JSON.stringify(switches)}-${JSON.stringify(entry.exemple)}`;
  const formArea = useEmptySubmit(tab === 'vide' && ready, formKey);

  const panel = (
    <div ref={formArea}>
      {tab === 'exemple' && entry.exemple === null && <Callout intent="warning">{T.noSample}</Callout>}
      {session.notice}
      {!ready || !session.ready ? (
        <Loader />
      ) : (
        <PortalContext.Provider value={previewEnv}>
          <ScopeLayerProvider value={layer}>
            <BlockView key={formKey} block={block} />
          </ScopeLayerProvider>
        </PortalContext.Provider>
      )}
    </div>
  );
  return (
    <>
      <h2 className="bp6-heading">{entry.titre}</h2>
      <p>{T.manifest(entry.version, entry.effect)}</p>
      <p>
        {T.screens} {entry.ecrans.length ? entry.ecrans.map((screen) => <ScreenLink key={screen.fichier} screen={screen} />) : T.noScreen}
      </p>
      {entry.etapes.length > 0 && <p>{T.steps(entry.etapes)}</p>}
      <ContextSwitcher entry={entry} value={switches} onChange={setSwitches} />
      <Availability issues={issues} entry={entry} />
      <DateEffetIntervals datesEffet={entry.datesEffet} />
      <div className="bp6-button-group ea-dev-actes__modes">
        {(['exemple', 'vide'] as const).map((mode) => (
          <button key={mode} type="button" className={`bp6-button${tab === mode ? ' bp6-active' : ''}`} aria-pressed={tab === mode} onClick={() => setTab(mode)}>
            <span className="bp6-button-text">{T.tabs[mode]}</span>
          </button>
        ))}
      </div>
      {panel}
    </>
  );
}

/** Whether the server would take the acte in this context (its manifest's roles, contract states, features). */
function Availability({ issues, entry }: { issues: AvailabilityIssue[]; entry: CatalogueDetail }) {
  const A = devActesTexts.availability;
  const etats = (entry.contractStates ?? []).map((etat) => CONTRAT_ETAT_LABELS[etat as ContratEtat] ?? etat);
  const text = (issue: AvailabilityIssue) => {
    switch (issue.kind) {
      case 'anonymous':
        return A.anonymous(entry.roles);
      case 'role':
        return A.role(issue.role, entry.roles);
      case 'noContract':
        return A.noContract(etats);
      case 'etat':
        return A.etat(CONTRAT_ETAT_LABELS[issue.etat as ContratEtat] ?? issue.etat, etats);
      case 'feature':
        return A.feature(issue.key);
    }
  };
  if (entry.version === null) return null;
  if (issues.length === 0) return <Callout intent="success">{A.ok}</Callout>;
  return (
    <Callout intent="warning">
      <ul>
        {issues.map((issue) => (
          <li key={JSON.stringify(issue)}>{text(issue)}</li>
        ))}
      </ul>
    </Callout>
  );
}


/** « Soumission vide »: once the empty form is drawn, its own submit button is pressed (validation only: an invalid form never sends). */
function useEmptySubmit(active: boolean, formKey: string) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    let tries = 0;
    const timer = setInterval(() => {
      const button = area.current?.querySelector<HTMLButtonElement>('form button[type=submit]');
      if (button || ++tries > 200) clearInterval(timer);
      button?.click();
    }, 100);
    return () => clearInterval(timer);
  }, [active, formKey]);
  return area;
}
