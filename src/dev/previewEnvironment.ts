import type { ClientConfiguration, CurrentUser } from '../api/types';
import type { PortalEnvironment } from '../engine/PortalContext';
import type { PreviewModeGestion } from '../engine/usePreviewModeGestion';
import type { CatalogueEntry } from '../domain/acteCatalogue';
import type { ContratEtat } from '../domain/contrat';
import { isFeatureVisible } from '../language/featureVisibility';

/**
 * The context switcher of the acte preview (#/dev/actes/:acte): the values the preview puts in
 * place of the portal's own, so `$config`, `$user`, `$contrat`, `{ "feature": … }` and the form's
 * `context` (formContext.ts) all read them — the conditional variants of an acte, without an
 * account, a contract or a client of each kind.
 */
export interface PreviewSwitches {
  authMode: ClientConfiguration['createAccountAuthMode'];
  /** 'anonyme' or a role. */
  role: string;
  /** 'aucun' or a contract state. */
  etat: string;
  modeGestion: PreviewModeGestion;
  /** Client settings the acte's conditions read, by name. */
  reglages: Record<string, unknown>;
  /** Feature keys the acte depends on: activated or not. */
  fonctionnalites: Record<string, boolean>;
}

export const AUTH_MODES: ClientConfiguration['createAccountAuthMode'][] = ['individual', 'nir', 'all', 'oneOfTwo'];
export const PREVIEW_ROLES = ['anonyme', 'User', 'Beneficiaire', 'BackEndUser', 'Admin'] as const;
export const PREVIEW_ETATS: Array<'aucun' | ContratEtat> = ['aucun', 'valide', 'eninstance', 'suspendu', 'resilie'];
/** The made-up current contract of the preview. */
export const PREVIEW_CONTRAT = 'APERCU0001';

/** Where the switches start: the portal's own client, and a role and contract state the acte allows. */
export function initialSwitches(entry: CatalogueEntry, env: Pick<PortalEnvironment, 'config' | 'client'>): PreviewSwitches {
  const config = env.config as unknown as Record<string, unknown>;
  return {
    authMode: env.config.createAccountAuthMode ?? 'individual',
    role: entry.roles.find((role) => (PREVIEW_ROLES as readonly string[]).includes(role)) ?? 'anonyme',
    etat: entry.contractStates?.includes('valide') ? 'valide' : (entry.contractStates?.[0] ?? 'aucun'),
    modeGestion: 'automatique',
    reglages: Object.fromEntries(entry.reglages.filter((setting) => setting.nom !== 'createAccountAuthMode').map((setting) => [setting.nom, config[setting.nom] ?? null])),
    fonctionnalites: Object.fromEntries(entry.fonctionnalites.map((key) => [key, isFeatureVisible(env.client.fonctionnalites, key, null)])),
  };
}

/** A user of that role only, for `$user` and the form context's roles. */
export function previewUser(role: string): CurrentUser | null {
  if (role === 'anonyme') return null;
  return {
    roles: [role as CurrentUser['roles'][number]],
    isAdmin: role === 'Admin',
    isBeneficiaire: role === 'Beneficiaire',
    isBackEndUser: role === 'BackEndUser',
    isConsultant: false,
    isUser: role === 'User',
    codeCivilite: null,
    nom: 'APERÇU',
    prenom: 'Camille',
    userName: 'apercu',
    rights: {},
  };
}

/** The portal as the previewed form sees it. */
export function previewEnvironment(env: PortalEnvironment, switches: PreviewSwitches): PortalEnvironment {
  const fonctionnalites = { ...env.client.fonctionnalites };
  for (const [key, on] of Object.entries(switches.fonctionnalites)) fonctionnalites[key] = { isActivated: on };
  return {
    ...env,
    client: { ...env.client, fonctionnalites },
    config: { ...env.config, ...(switches.reglages as Partial<ClientConfiguration>), createAccountAuthMode: switches.authMode },
    user: previewUser(switches.role),
    userPending: false,
    contrat: switches.etat === 'aucun' ? null : PREVIEW_CONTRAT,
  };
}
