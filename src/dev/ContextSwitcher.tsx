import type { CatalogueEntry, CatalogueSetting } from '../domain/acteCatalogue';
import { CONTRAT_ETAT_LABELS, type ContratEtat } from '../domain/contrat';
import { devActesTexts } from '../i18n/devActes';
import { Field, Select, Toggle } from './devUi';
import { AUTH_MODES, PREVIEW_ETATS, PREVIEW_ROLES, type PreviewSwitches } from './previewEnvironment';

const T = devActesTexts.context;

/**
 * The preview's context: auth mode, role, contract state, management mode, and
 * the client settings and feature keys this acte's conditions read. Every change draws the form again.
 */
export function ContextSwitcher({ entry, value, onChange }: { entry: CatalogueEntry; value: PreviewSwitches; onChange: (next: PreviewSwitches) => void }) {
  const set = (patch: Partial<PreviewSwitches>) => onChange({ ...value, ...patch });
  const settings = entry.reglages.filter((setting) => setting.nom !== 'createAccountAuthMode');
  return (
    <fieldset className="ea-dev-actes__context">
      <legend>{T.title}</legend>
      <Field id="apercu-authMode" label={T.authMode}>
        <Select
          id="apercu-authMode"
          value={value.authMode}
          onChange={(mode) => set({ authMode: mode as PreviewSwitches['authMode'] })}
          options={AUTH_MODES.map((mode) => ({ value: mode, label: `${T.authModes[mode]} (${mode})` }))}
        />
      </Field>
      <Field id="apercu-role" label={T.role}>
        <Select id="apercu-role" value={value.role} onChange={(role) => set({ role })} options={PREVIEW_ROLES.map((role) => ({ value: role, label: T.roles[role] }))} />
      </Field>
      <Field id="apercu-etat" label={T.etat}>
        <Select
          id="apercu-etat"
          value={value.etat}
          onChange={(etat) => set({ etat })}
          options={PREVIEW_ETATS.map((etat) => ({ value: etat, label: etat === 'aucun' ? T.aucunContrat : CONTRAT_ETAT_LABELS[etat as ContratEtat] }))}
        />
      </Field>
      {entry.modeGestion && (
        <Field id="apercu-modeGestion" label={T.modeGestion(entry.modeGestion)}>
          <Select
            id="apercu-modeGestion"
            value={value.modeGestion}
            onChange={(mode) => set({ modeGestion: mode as PreviewSwitches['modeGestion'] })}
            options={Object.entries(T.modes).map(([mode, label]) => ({ value: mode, label }))}
          />
        </Field>
      )}
      {settings.map((setting) => (
        <SettingInput key={setting.nom} setting={setting} value={value.reglages[setting.nom]} onChange={(next) => set({ reglages: { ...value.reglages, [setting.nom]: next } })} />
      ))}
      {entry.fonctionnalites.map((key) => (
        <Toggle
          key={key}
          label={T.feature(key)}
          checked={value.fonctionnalites[key] ?? true}
          onChange={(checked) => set({ fonctionnalites: { ...value.fonctionnalites, [key]: checked } })}
        />
      ))}
      {settings.length === 0 && entry.fonctionnalites.length === 0 && <p className="bp6-text-muted">{T.noSettings}</p>}
    </fieldset>
  );
}

/** One client setting: a switch, a list of its values, or a number. */
function SettingInput({ setting, value, onChange }: { setting: CatalogueSetting; value: unknown; onChange: (value: unknown) => void }) {
  const id = `apercu-reglage-${setting.nom}`;
  const label = T.setting(setting.nom);
  if (setting.type === 'boolean') return <Toggle label={label} checked={value === true} onChange={onChange} />;
  if (setting.type === 'enum') {
    const options = (setting.valeurs ?? []).map((option) => ({ value: String(option), label: String(option) }));
    return (
      <Field id={id} label={label}>
        <Select id={id} value={String(value ?? '')} onChange={onChange} options={options} />
      </Field>
    );
  }
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        className="bp6-input"
        type={setting.type === 'number' ? 'number' : 'text'}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange(setting.type === 'number' ? (text === '' ? null : Number(text)) : text);
        }}
      />
    </Field>
  );
}
