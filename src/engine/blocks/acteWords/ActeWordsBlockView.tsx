import { useMemo, useState } from 'react';
import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useCallEndpointMutation } from '../../../api/portalApi';
import { useReadQuery } from '../../../api/readEndpoint';
import type { PortalError } from '../../../api/baseQuery';
import { usePreviewModeGestion, type PreviewModeGestion } from '../../usePreviewModeGestion';
import { acteAvailability, type CatalogueDetail } from '../../../domain/acteCatalogue';
import { CONTRAT_ETAT_LABELS, type ContratEtat } from '../../../domain/contrat';
import { formatDateFr, fromIsoDate } from '../../../domain/dates';
import { isFeatureVisible } from '../../../language/featureVisibility';
import { fillText } from '../../../language/values';
import { MEMBER_ROLES } from '../../../language/roles';
import type { ActeWords } from '../../../language/acteWords';
import type { FormBlock } from '../../../language/screenTypes';
import { acteWordsEditorTexts as T } from '../../../i18n/acteWords';
import { BlockView } from '../../BlockView';
import { PortalContext, usePortal, type PortalEnvironment } from '../../PortalContext';
import { ScopeLayerProvider, useScreenScope } from '../../ScreenData';
import { useToast } from '../../useToast';
import { Loader } from '../../ui/Loader';
import { ActeWordsOverride } from '../form/acteWordsOverride';
import './acteWords.css';

interface Word {
  pointer: string;
  nom: string;
  original: string;
  texte: string;
}
interface Change {
  pointer: string;
  nom: string;
  avant: string;
  apres: string;
}
interface Revision {
  numero: number;
  auteur: string;
  date: string;
  retablit: number | null;
  changements: Change[];
}
interface Detail {
  acte: string;
  libelle: string;
  revision: number | null;
  mots: Word[];
  motsEnVigueur: ActeWords;
  revisions: Revision[];
  apercu: CatalogueDetail;
}

/** The situation the preview draws the member's form in, as the developers' acte preview offers it. */
interface Variant {
  role: string;
  etat: string;
  modeGestion: PreviewModeGestion;
  fonctionnalites: Record<string, boolean>;
}

const SAMPLE_READ = 'exempleMots';
const PREVIEW_CONTRAT = 'APERCU0001';

const dateOf = (iso: string) => `${formatDateFr(fromIsoDate(iso.slice(0, 10)))} à ${iso.slice(11, 16)}`;

/** An acte's words for the current client: the texts to change, the revisions, the member's form with the words typed. */
export default function ActeWordsBlockView({ block }: { block: { acte: string } }) {
  const scope = useScreenScope();
  const acte = fillText(block.acte, scope);
  const detail = useReadQuery({ resource: `admin/actes-mots/${acte}` });
  const data = detail.data as Detail | undefined;
  if (detail.error) return <Callout intent="danger" role="alert">{(detail.error as PortalError).message}</Callout>;
  if (!data || data.acte !== acte) return <Loader />;
  return <Editor key={`${acte}-${data.revision}`} detail={data} refetch={detail.refetch} />;
}

function Editor({ detail, refetch }: { detail: Detail; refetch: () => unknown }) {
  const env = usePortal();
  const toast = useToast();
  const [call, { isLoading }] = useCallEndpointMutation();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(detail.mots.map((word) => [word.pointer, word.texte])));
  const [error, setError] = useState<string | null>(null);
  const [compared, setCompared] = useState<number | null>(null);
  const canEdit = env.user?.rights?.contenus?.modification !== undefined;
  const endpoint = `admin/actes-mots/${detail.acte}`;

  // The texts that differ from those in force: what a save sends.
  const changed = Object.fromEntries(detail.mots.filter((word) => draft[word.pointer] !== word.texte).map((word) => [word.pointer, draft[word.pointer]]));
  const previewWords = useMemo(
    () => Object.fromEntries(detail.mots.filter((word) => draft[word.pointer] !== word.original && draft[word.pointer].trim() !== '').map((word) => [word.pointer, draft[word.pointer]])),
    [detail.mots, draft],
  );

  async function send(method: 'PUT' | 'POST', path: string, body: unknown, done: (numero: number) => string) {
    setError(null);
    try {
      const reply = (await call({ endpoint: path, method, body }).unwrap()) as Detail;
      toast(done(reply.revision ?? 0), 'success');
      await refetch();
    } catch (failure) {
      setError((failure as PortalError).message);
    }
  }

  return (
    <div className="ea-acte-words">
      <section className="ea-acte-words__edit" aria-labelledby="ea-acte-words-textes">
        <h2 className="bp6-heading" id="ea-acte-words-textes">{`${T.words} — ${detail.libelle}`}</h2>
        {!canEdit && <Callout intent="primary">{T.noRight}</Callout>}
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send('PUT', endpoint, { mots: changed }, T.saved);
          }}
        >
          {detail.mots.map((word) => (
            <FormGroup key={word.pointer} label={word.nom} labelFor={`mot-${word.pointer}`} helperText={draft[word.pointer] !== word.original ? T.original(word.original) : undefined}>
              <InputGroup
                id={`mot-${word.pointer}`}
                value={draft[word.pointer]}
                readOnly={!canEdit}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setDraft((before) => ({ ...before, [word.pointer]: text }));
                }}
              />
            </FormGroup>
          ))}
          {canEdit && <Button type="submit" intent="primary" text={T.save} loading={isLoading} disabled={Object.keys(changed).length === 0} />}
        </form>
        <h2 className="bp6-heading">{T.revisions}</h2>
        {detail.revisions.length === 0 && <p>{T.noRevision}</p>}
        <ul className="ea-acte-words__revisions">
          {detail.revisions.map((revision, index) => (
            <li key={revision.numero}>
              <span>
                {T.revision(revision.numero, dateOf(revision.date), revision.auteur)}
                {revision.retablit !== null && T.rollbackOf(revision.retablit)}
                {index === 0 && T.inForce}
              </span>{' '}
              <Button small text={compared === revision.numero ? T.hide : T.compare} onClick={() => setCompared(compared === revision.numero ? null : revision.numero)} />{' '}
              {canEdit && (
                <Button
                  small
                  intent="warning"
                  text={T.undo}
                  aria-label={`${T.undo} ${revision.numero}`}
                  onClick={() => void send('POST', `${endpoint}/revisions/${revision.numero}/annuler`, {}, T.undone)}
                />
              )}
              {compared === revision.numero && (
                <ul>
                  {revision.changements.map((change) => (
                    <li key={change.pointer}>{T.change(change.nom, change.avant, change.apres)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <Preview detail={detail} words={previewWords} />
    </div>
  );
}

/** The member's form with the words typed, in the situation chosen (role, contract state, management mode, features). */
function Preview({ detail, words }: { detail: Detail; words: ActeWords }) {
  const env = usePortal();
  const entry = detail.apercu;
  const [variant, setVariant] = useState<Variant>(() => ({
    role: entry.roles.find((role) => (MEMBER_ROLES as readonly string[]).includes(role)) ?? 'User',
    etat: entry.contractStates?.includes('valide') ? 'valide' : (entry.contractStates?.[0] ?? 'aucun'),
    modeGestion: 'automatique',
    fonctionnalites: Object.fromEntries(entry.fonctionnalites.map((key) => [key, isFeatureVisible(env.client.fonctionnalites, key, null)])),
  }));
  const previewEnv = useMemo(() => variantEnvironment(env, variant), [env, variant]);
  const ready = usePreviewModeGestion(entry.modeGestion, variant.modeGestion);
  const issues = acteAvailability(entry, {
    role: variant.role,
    etat: variant.etat === 'aucun' ? null : variant.etat,
    featureVisible: (key) => isFeatureVisible(previewEnv.client.fonctionnalites, key, previewEnv.contrat),
  });
  const block = useMemo(() => previewBlock(entry), [entry]);
  const layer = useMemo(() => ({ reads: { [SAMPLE_READ]: entry.exemple } }), [entry.exemple]);
  const override = useMemo(() => ({ [detail.acte]: words }), [detail.acte, words]);
  const set = (change: Partial<Variant>) => setVariant((before) => ({ ...before, ...change }));

  return (
    <section className="ea-acte-words__preview" aria-labelledby="ea-acte-words-apercu">
      <h2 className="bp6-heading" id="ea-acte-words-apercu">{T.preview}</h2>
      <p>{T.previewHelp}</p>
      <div className="ea-acte-words__variants">
        <FormGroup label={T.role} labelFor="mots-role" inline>
          <HTMLSelect id="mots-role" value={variant.role} onChange={(event) => set({ role: event.currentTarget.value })}>
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>{role}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={T.etat} labelFor="mots-etat" inline>
          <HTMLSelect id="mots-etat" value={variant.etat} onChange={(event) => set({ etat: event.currentTarget.value })}>
            <option value="aucun">{T.noContract}</option>
            {(Object.keys(CONTRAT_ETAT_LABELS) as ContratEtat[]).map((etat) => (
              <option key={etat} value={etat}>{CONTRAT_ETAT_LABELS[etat]}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {entry.modeGestion && (
          <FormGroup label={T.modeGestion} labelFor="mots-mode" inline>
            <HTMLSelect id="mots-mode" value={variant.modeGestion} onChange={(event) => set({ modeGestion: event.currentTarget.value as Variant['modeGestion'] })}>
              {(['automatique', 'manuel'] as const).map((mode) => (
                <option key={mode} value={mode}>{T.modes[mode]}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        {entry.fonctionnalites.map((key) => (
          <Checkbox key={key} label={T.feature(key)} checked={variant.fonctionnalites[key] ?? false} onChange={(event) => set({ fonctionnalites: { ...variant.fonctionnalites, [key]: event.currentTarget.checked } })} />
        ))}
      </div>
      {issues.length > 0 && <Callout intent="warning">{T.notAvailable}</Callout>}
      {!ready ? (
        <Loader />
      ) : (
        <PortalContext.Provider value={previewEnv}>
          <ActeWordsOverride.Provider value={override}>
            <ScopeLayerProvider value={layer}>
              <BlockView key={JSON.stringify(variant)} block={block} />
            </ScopeLayerProvider>
          </ActeWordsOverride.Provider>
        </PortalContext.Provider>
      )}
    </section>
  );
}

/** The form block of the first screen that shows the acte (how the member's form looks), filled with its sample; its submit stores nothing. */
function previewBlock(entry: CatalogueDetail): FormBlock {
  const screenBlock = (entry.ecrans.find((screen) => screen.bloc)?.bloc ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(['reads', 'idPrefix', 'submitLabel', 'label'].filter((key) => key in screenBlock).map((key) => [key, screenBlock[key]]));
  return {
    ...kept,
    type: 'form',
    acte: entry.acte,
    submit: { endpoint: `admin/actes-mots/${entry.acte}/apercu` },
    brouillon: false,
    onSuccess: [{ toast: T.previewHelp }],
    ...(entry.exemple ? { initial: { $read: SAMPLE_READ } } : {}),
  } as FormBlock;
}

/** The portal as the previewed form sees it: a member of that role, a made-up contract or none, the features chosen. */
function variantEnvironment(env: PortalEnvironment, variant: Variant): PortalEnvironment {
  const fonctionnalites = { ...env.client.fonctionnalites };
  for (const [key, on] of Object.entries(variant.fonctionnalites)) fonctionnalites[key] = { isActivated: on };
  const role = variant.role as NonNullable<PortalEnvironment['user']>['roles'][number];
  return {
    ...env,
    client: { ...env.client, fonctionnalites },
    user: env.user && { ...env.user, roles: [role], isAdmin: false, isBackEndUser: false, isConsultant: false, isUser: role === 'User', isBeneficiaire: role === 'Beneficiaire' },
    contrat: variant.etat === 'aucun' ? null : PREVIEW_CONTRAT,
  };
}

