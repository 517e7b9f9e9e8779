import type { ActeBodies } from '../generated/types';

/** Shapes of the reads the shell and the engine use (spec §3, CONTRIBUTING.md). */
export interface FeatureFlag {
  isActivated: boolean;
  /** Keyed by numeroContratIndividuel. */
  isActivatedPerContract?: Record<string, boolean>;
}
export type Fonctionnalites = Record<string, FeatureFlag>;

export interface CurrentClient {
  libelle: string;
  dataCollectActivated: boolean;
  fonctionnalites: Fonctionnalites;
  isDonneesROMonegasquesActivated: boolean;
  passwordRequiredLength: number;
  autresClients: unknown[];
  oidcExternalProvider: string | null;
}

export type CreateAccountAuthMode = 'individual' | 'nir' | 'all' | 'oneOfTwo';

export interface ClientConfiguration {
  createAccountAuthMode: CreateAccountAuthMode;
  tailleMaxPrenomNom: number;
  registerAttemptNumber: number;
  registerAttemptNumberAfterMessage: string;
  delaiToasts: number;
  oidcExternalProvider: string | null;
  amfSmsActivated: boolean;
  isRegisterVerifyEmail: boolean;
  isRegisterVerifyIban: boolean;
  isRegisterIbanObligatoire: boolean;
  isCodePostalVerifiedOnAccountCreation: boolean;
  isCheckBirthdayForgotPasswordActivated: boolean;
  passwordRequiredLength: number;
  mobileApp?: { enabled: boolean; androidUrl?: string; iosUrl?: string };
  [key: string]: unknown;
}

export type Role = 'Admin' | 'Beneficiaire' | 'BackEndUser' | 'Consultant' | 'User';

export interface CurrentUser {
  roles: Role[];
  isAdmin: boolean;
  isBeneficiaire: boolean;
  isBackEndUser: boolean;
  isConsultant: boolean;
  isUser: boolean;
  codeCivilite: string;
  nom: string;
  prenom: string;
  userName: string;
}

export interface CmsItem {
  id: string;
  title: string;
  content: string;
  name: string;
  itemName?: string | null;
}

export interface Contrat {
  numeroContratIndividuel: string;
  nomOffre: string;
  etat: 'eninstance' | 'valide' | 'resilie' | 'suspendu';
  isActif: boolean;
  IsPrecontentieux: boolean;
  modalitePaiementPrestation: { rib: string | null; codeModePaiement: string | null; isMissing: boolean };
}

export interface FaqQuestion {
  title: string;
  content: string;
  rateCode: string;
  clickCode?: string;
  related?: FaqQuestion[];
  order?: number;
}
export interface FaqCategory {
  name: string;
  items: FaqQuestion[];
  order: number;
}

/**
 * A write of an acte: the screen file names the endpoint under /api; the body is the acte's
 * request type generated from its schema (`ActeBodies`, `npm run gen`), so a body that does not
 * fit its acte does not compile.
 */
export type SubmitActeArgs = {
  [N in keyof ActeBodies]: { acte: N; endpoint: string; method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body: ActeBodies[N] };
}[keyof ActeBodies];

/** The arguments of `submitActe` for one acte: `submitActe(submitActeArgs('login', body, 'identity/login'))`. */
export function submitActeArgs<N extends keyof ActeBodies>(
  acte: N,
  body: ActeBodies[N],
  endpoint: string,
  method?: SubmitActeArgs['method'],
): SubmitActeArgs {
  return { acte, body, endpoint, method } as SubmitActeArgs;
}
