import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Card, Classes, Code, FormGroup, H2, Intent } from '@blueprintjs/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { DateEffetRule } from '../../src/domain/dateEffet';
import { widgetTexts } from '../../src/i18n/widgets';
import NirWidget from '../NirWidget';
import SecurityCodeWidget from '../SecurityCodeWidget';
import UploadWidget from '../UploadWidget';
import DateWidget from '../DateWidget';
import DateEffetWidget from '../DateEffetWidget';
import PasswordWidget from '../PasswordWidget';
import RadioGroupWidget from '../RadioGroupWidget';
import RangeSliderWidget from '../RangeSliderWidget';
import { createUploadStatusStore, useUploadInProgress, type WidgetsFormContext } from '../WidgetContext';
import {
  AccordionGroup,
  CmsBlock,
  ConfirmCancelButtons,
  FaqFeedback,
  FormItem,
  InfoItem,
  InfoList,
  RequiredFieldsSection,
  Tabs,
} from '../blocks';

const S = widgetTexts.gallery.states;

type StateName = keyof typeof S;

interface DemoState {
  state: StateName;
  value?: unknown;
  rawErrors?: string[];
  required?: boolean;
}

interface WidgetDemoSpec {
  /** Name to write in a UI schema: "ui:widget": "<name>". */
  name: string;
  /** Unique key of the demo (ids: gallery_<slug>_<state>). */
  slug: string;
  title: string;
  description: string;
  Widget: ComponentType<WidgetProps>;
  schema: RJSFSchema;
  options?: Record<string, unknown>;
  label: string;
  states: DemoState[];
}

/** One widget in one state, framed like the theme's field (label, errors under the input). */
function WidgetDemo({ spec, demo, formContext }: { spec: WidgetDemoSpec; demo: DemoState; formContext: WidgetsFormContext }) {
  const [value, setValue] = useState<unknown>(demo.value);
  const id = `gallery_${spec.slug}_${demo.state}`;
  const registry = useMemo(() => ({ formContext }) as unknown as WidgetProps['registry'], [formContext]);
  const { Widget } = spec;
  return (
    <Card compact className="ea-gallery__demo" data-widget={spec.slug} data-state={demo.state} style={{ minWidth: 260 }}>
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} style={{ marginBottom: 6 }}>
        {S[demo.state]}
      </div>
      <FormGroup
        label={spec.label}
        labelFor={id}
        labelInfo={demo.required ? '*' : undefined}
        intent={demo.rawErrors?.length ? Intent.DANGER : Intent.NONE}
        helperText={demo.rawErrors?.join(' ')}
      >
        <Widget
          id={id}
          name={spec.name}
          label={spec.label}
          schema={spec.schema}
          uiSchema={{}}
          registry={registry}
          options={(spec.options ?? {}) as WidgetProps['options']}
          value={value}
          required={demo.required}
          disabled={demo.state === 'disabled'}
          readonly={demo.state === 'readonly'}
          rawErrors={demo.rawErrors}
          onChange={(v: unknown) => setValue(v)}
          onBlur={() => undefined}
          onFocus={() => undefined}
        />
      </FormGroup>
      <div className={`${Classes.TEXT_SMALL} ea-gallery__value`} style={{ marginTop: 4 }}>
        <span className={Classes.TEXT_MUTED}>formData : </span>
        <Code data-testid={`${id}__value`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</Code>
      </div>
    </Card>
  );
}

function Section({ id, title, children, intro }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}__title`} style={{ margin: '24px 0' }}>
      <H2 id={`${id}__title`}>{title}</H2>
      {intro && <div style={{ marginBottom: 8 }}>{intro}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>{children}</div>
    </section>
  );
}

const sampleRule: DateEffetRule = {
  id: 'galerie-adhesion',
  plages: [
    {
      libelle: 'Adhésion',
      contraintes: [
        { detail: { dateReference: 'AUJ', borne: '>=' } },
        { detail: { dateReference: 'AUJ', modificateurMois: 3, borne: '<=' } },
      ],
    },
  ],
};
const imposedRule: DateEffetRule = {
  id: 'galerie-renouvellement',
  plages: [{ libelle: 'Renouvellement', contraintes: [{ detail: { dateReference: 'UNAN', borne: '=' } }] }],
};
const choiceRule: DateEffetRule = {
  id: 'galerie-choix',
  plages: [
    { libelle: 'Immédiate', contraintes: [{ detail: { dateReference: 'AUJ', borne: '=' } }] },
    { libelle: 'Au 1er du mois suivant', contraintes: [{ detail: { dateReference: 'UNMOIS', borne: '>=' } }] },
  ],
};

const uploaded = [{ remoteFileName: 'f3a9c2e1', localFileName: 'attestation-employeur.pdf', size: 245_760, inputName: 'justificatif' }];

function specs(): WidgetDemoSpec[] {
  const five: StateName[] = ['empty', 'filled', 'error', 'disabled', 'readonly'];
  const all = (filled: unknown, errors: string[], extra: Partial<Record<StateName, Partial<DemoState>>> = {}): DemoState[] =>
    five.map((state) => ({
      state,
      value: state === 'empty' ? undefined : state === 'error' ? extra.error?.value : filled,
      rawErrors: state === 'error' ? errors : undefined,
      required: true,
      ...extra[state],
    }));
  return [
    {
      name: 'nir',
      slug: 'nir',
      title: 'Numéro de sécurité sociale',
      description: 'Numéro (13 caractères, 2A/2B pour la Corse) et clé contrôlée en direct ; bascule vers le N° RO monégasque.',
      Widget: NirWidget,
      schema: { type: 'string' },
      options: { monegasque: true },
      label: 'N° de sécurité sociale',
      states: all('185057800608491', ['La clé du numéro de sécurité sociale est incorrecte'], { error: { value: '185057800608412' } }),
    },
    {
      name: 'securityCode',
      slug: 'securityCode',
      title: 'Code de sécurité',
      description: '6 cases d’un chiffre, avance automatique, retour arrière, collage réparti sur les 6 cases.',
      Widget: SecurityCodeWidget,
      schema: { type: 'string' },
      label: 'Code de sécurité',
      states: all('482913', ['Merci de saisir les 6 chiffres du code de sécurité.'], { error: { value: '48' } }),
    },
    {
      name: 'upload',
      slug: 'upload',
      title: 'Dépôt de fichiers',
      description: 'File d’envoi avec progression, reprise en cas d’erreur, filtres de taille, de format et de type MIME.',
      Widget: UploadWidget,
      schema: { type: 'array', items: { type: 'object' } },
      options: { queueLimit: 3, accept: ['pdf', 'jpg', 'png'], maxFileSize: 5 * 1024 * 1024, maxTotalSize: 10 * 1024 * 1024 },
      label: 'Justificatifs',
      states: all(uploaded, [widgetTexts.upload.required]),
    },
    {
      name: 'date',
      slug: 'date',
      title: 'Date',
      description: 'Saisie JJ/MM/AAAA avec barres obliques automatiques, calendrier en français, bornes et jours désactivés.',
      Widget: DateWidget,
      schema: { type: 'string', format: 'date' },
      options: { minDate: '2020-01-01', maxDate: '2030-12-31' },
      label: 'Date des soins',
      states: all('2024-03-15', ['La date doit être au format JJ/MM/AAAA'], { error: { value: '31/02/2024' } }),
    },
    {
      name: 'date',
      slug: 'dateMonth',
      title: 'Date — mode mois',
      description: 'ui:options.mode = "month" : grille de 12 mois (3×4) ; le jour est forcé par ui:options.fixedDay.',
      Widget: DateWidget,
      schema: { type: 'string', format: 'date' },
      options: { mode: 'month', fixedDay: 1 },
      label: 'Mois de début',
      states: [
        { state: 'empty' },
        { state: 'filled', value: '2026-03-01' },
      ],
    },
    {
      name: 'dateEffet',
      slug: 'dateEffet',
      title: "Date d'effet",
      description: "Calculée par la règle (src/domain/dateEffet.ts) : une seule période sélectionnée d'office, date imposée en lecture seule, sinon choix de la période.",
      Widget: DateEffetWidget,
      schema: { type: 'string', format: 'date' },
      options: { rule: sampleRule },
      label: "Date d'effet",
      states: [
        { state: 'empty', required: true },
        { state: 'filled', required: true },
        { state: 'error', required: true, rawErrors: ["La date d'effet est obligatoire"] },
        { state: 'disabled', required: true },
        { state: 'readonly', required: true },
      ],
    },
    {
      name: 'dateEffet',
      slug: 'dateEffetImposed',
      title: "Date d'effet — date imposée",
      description: 'Bornes égales : date imposée ; plusieurs périodes : choix par boutons radio.',
      Widget: DateEffetWidget,
      schema: { type: 'string', format: 'date' },
      options: { rule: imposedRule },
      label: "Date d'effet",
      states: [{ state: 'filled' }],
    },
    {
      name: 'dateEffet',
      slug: 'dateEffetChoice',
      title: "Date d'effet — plusieurs périodes",
      description: 'Le choix d’une période pré-remplit sa date par défaut.',
      Widget: DateEffetWidget,
      schema: { type: 'string', format: 'date' },
      options: { rule: choiceRule },
      label: "Date d'effet",
      states: [{ state: 'empty' }],
    },
    {
      name: 'password',
      slug: 'password',
      title: 'Mot de passe',
      description: 'Afficher/masquer, règles de la politique avec le minimum configuré (ui:options.minLength ou formContext.passwordRequiredLength).',
      Widget: PasswordWidget,
      schema: { type: 'string' },
      label: 'Mot de passe',
      states: all('Azerty12!', ['Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).'], {
        error: { value: 'azerty' },
      }),
    },
    {
      name: 'radioGroup',
      slug: 'radioGroup',
      title: 'Boutons radio',
      description: 'Oui/Non par défaut (true/false) ; sinon ui:options.items [{ libelle, code }] ou sourceValues/sourceLabels.',
      Widget: RadioGroupWidget,
      schema: { type: 'boolean' },
      label: 'Souhaitez-vous recevoir vos documents par voie électronique ?',
      states: all(true, ['Merci de renseigner toutes les données obligatoires.']),
    },
    {
      name: 'radioGroup',
      slug: 'radioGroupItems',
      title: 'Boutons radio — libellés et codes',
      description: 'ui:options.items = [{ "libelle": "Mensuelle", "code": "M" }, …]',
      Widget: RadioGroupWidget,
      schema: { type: 'string' },
      options: {
        items: [
          { libelle: 'Mensuelle', code: 'M' },
          { libelle: 'Trimestrielle', code: 'T' },
          { libelle: 'Annuelle', code: 'A' },
        ],
      },
      label: 'Fréquence de paiement',
      states: [{ state: 'filled', value: 'T' }],
    },
    {
      name: 'rangeSlider',
      slug: 'rangeSlider',
      title: 'Curseur de plage',
      description: 'minLimit, maxLimit, minRange, maxRange, pushRange.',
      Widget: RangeSliderWidget,
      schema: { type: 'array', items: { type: 'number', minimum: 0, maximum: 1000 } },
      options: { minLimit: 50, maxLimit: 950, minRange: 100, maxRange: 600, pushRange: true, stepSize: 10, labelStepSize: 250, unit: '€' },
      label: 'Budget annuel',
      states: all([200, 600], ['Merci de renseigner toutes les données obligatoires.']),
    },
  ];
}

/**
 * Every custom widget in its states with sample data, and the layout blocks, so product owners
 * see what a UI schema can use. Routed by the engine at #/dev/widgets, outside production.
 * `today` pins the date-effet computations (snapshot tests); default: the real today.
 */
export function WidgetGallery({ today }: { today?: string } = {}) {
  const [uploads] = useState(createUploadStatusStore);
  const uploading = useUploadInProgress(uploads);
  const formContext = useMemo<WidgetsFormContext>(() => ({ uploadStatus: uploads, passwordRequiredLength: 8, today }), [uploads, today]);
  const list = specs();
  return (
    // Title and introduction come from the screen file (screens/public/dev-widgets.screen.json).
    <div className="ea-gallery">
      <p className={Classes.TEXT_MUTED} data-testid="gallery-upload-status">
        uploadInProgress : {String(uploading)}
      </p>
      {list.map((spec) => (
        <Section
          key={spec.slug}
          id={`widget-${spec.slug}`}
          title={spec.title}
          intro={
            <>
              <div>
                <Code>{`"ui:widget": "${spec.name}"`}</Code>
                {spec.options && (
                  <>
                    {' '}
                    <Code>{`"ui:options": ${JSON.stringify(spec.options)}`}</Code>
                  </>
                )}
              </div>
              <div className={Classes.TEXT_MUTED}>{spec.description}</div>
            </>
          }
        >
          {spec.states.map((demo) => (
            <WidgetDemo key={demo.state} spec={spec} demo={demo} formContext={formContext} />
          ))}
        </Section>
      ))}

      <H2 style={{ marginTop: 32 }}>Blocs</H2>
      <Section id="block-accordion" title="Accordéons (AccordionGroup)" intro="Un seul accordéon ouvert par groupe.">
        <div style={{ width: 420 }}>
          <AccordionGroup
            items={[
              { key: 'remboursements', title: 'Mes remboursements', content: 'Consultez vos derniers remboursements.', open: true },
              { key: 'garanties', title: 'Mes garanties', content: 'Le détail de vos garanties.' },
              { key: 'documents', title: 'Mes documents', content: 'Attestations et cartes de tiers payant.' },
            ]}
          />
        </div>
      </Section>
      <Section id="block-tabs" title="Onglets (Tabs)" intro="Sélection par index ou par clé.">
        <Tabs
          id="gallery-tabs"
          defaultSelected="top"
          items={[
            { key: 'top', title: 'Top 5', content: 'Les cinq questions les plus consultées.' },
            { key: 'categories', title: 'Catégories', content: 'Les questions par thème.' },
            { key: 'resultats', title: 'Résultats', content: 'Résultats de la recherche.', hidden: true },
          ]}
        />
      </Section>
      <Section id="block-cms" title="Bloc CMS (CmsBlock)" intro="HTML nettoyé : p, h4, h5, h6 et mise en forme en ligne.">
        <div style={{ width: 420 }}>
          <CmsBlock
            title="Aide à l'inscription"
            html={'<p>Votre <strong>numéro de sécurité sociale</strong> figure sur votre <em>carte Vitale</em>.</p><script>alert("retiré")</script><h5>Besoin d\'aide ?</h5><ul><li>Par téléphone</li><li>Par courrier</li></ul>'}
          />
        </div>
        <div style={{ width: 300 }}>
          <CmsBlock name="Register_Help" error />
        </div>
      </Section>
      <Section id="block-buttons" title="Boutons Valider / Annuler (ConfirmCancelButtons)">
        <ConfirmCancelButtons confirmType="button" />
        <ConfirmCancelButtons confirmType="button" busy />
      </Section>
      <Section id="block-layouts" title="Mises en page (RequiredFieldsSection, FormItem, InfoItem)">
        <div style={{ width: 420 }}>
          <RequiredFieldsSection title="Mes coordonnées">
            <FormItem label="Adresse e-mail" required help="Elle sert d'identifiant.">
              <input className={Classes.INPUT} aria-label="Adresse e-mail" defaultValue="marie.dupont@exemple.fr" />
            </FormItem>
          </RequiredFieldsSection>
        </div>
        <div style={{ width: 360 }}>
          <InfoList>
            <InfoItem label="Nom" value="DUPONT" />
            <InfoItem label="Prénom" value="Marie" />
            <InfoItem label="Date de naissance" value="07/05/1985" />
            <InfoItem label="Téléphone" />
          </InfoList>
        </div>
      </Section>
      <Section id="block-faq" title="Avis sur une réponse (FaqFeedback)">
        <FaqFeedback onSubmit={() => undefined} />
      </Section>
    </div>
  );
}

export default WidgetGallery;
