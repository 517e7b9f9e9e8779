import type { Role } from '../api/types';

/**
 * The shape of a screen file (screens/**\/*.screen.json). screens/screen.schema.json says the
 * same for `npm run check`; keep both in step.
 */
export interface ScreenFile {
  /** Hash route without '#/': '' for the landing page, 'page/:pageName' with a path parameter. */
  route: string;
  /** Page title shown in the title bar ('' for none). */
  title: string;
  /** Show a back button in the title bar. */
  back?: boolean;
  guards?: ScreenGuards;
  blocks: Block[];
}

export interface ScreenGuards {
  /** Feature access key (spec §6); denied → redirect (default '/'). */
  access?: { key: string; redirect?: string };
  /** Blocked when the client uses an external OIDC provider (spec §2). */
  blockOnExternalProvider?: boolean;
  /** Only these roles; anonymous visitors go to the login screen. */
  roles?: Role[];
  /** Only outside production builds (developer screens). */
  devOnly?: boolean;
}

/** Shown only when the feature key (or comma list) is visible (spec §6). */
export interface Visibility {
  visibleIf?: { feature?: string; anonymous?: boolean; authenticated?: boolean };
}

export type Block = (TextBlock | LinkBlock | ButtonBlock | CmsBlock | FormBlock | HelpBlock | ComponentBlock) & Visibility;

export interface TextBlock {
  type: 'text';
  text: string;
  /** 'intro' (larger), 'note' (muted), 'success' or 'danger' callouts. */
  variant?: 'intro' | 'note' | 'success' | 'danger';
}

export interface LinkBlock {
  type: 'link';
  label: string;
  /** Hash route ('/register'). */
  to: string;
}

export interface ButtonBlock {
  type: 'button';
  label: string;
  intent?: 'primary' | 'none';
  /** Hash route ('/') … */
  to?: string;
  /** … or a browser navigation to the server ('/api/identity/login'). */
  href?: string;
  /** Query parameters of the current route copied onto href/to when present ('callbackUrl'). */
  carry?: string[];
  /** 'logout': calls identity/logout then follows logoutUrl. */
  action?: 'logout';
}

export interface CmsBlock {
  type: 'cms';
  /** CMS block list name: 'Pages_Statiques', 'Register_Help'… */
  name: string;
  /** Item name; ':param' takes a route parameter. */
  itemName?: string;
  /** Use the first item's title as the page title. */
  titleFromContent?: boolean;
  /** What to show when nothing comes back: 'Page inconnue' for static pages. */
  notFoundText?: string;
}

export interface FormBlock {
  type: 'form';
  /** Folder name under schemas/actes/. */
  acte: string;
  submit: { endpoint: string; method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' };
  submitLabel?: string;
  onSuccess?: { navigate?: string; toast?: string };
  /** Toast on failure (the server's message when it sent one). */
  onErrorToast?: string;
}

export interface HelpBlock {
  type: 'help';
  /** Feature key that must be on (faqInbentaService). */
  feature: string;
}

/** A named component from the engine's registry, for screens that are not forms. */
export interface ComponentBlock {
  type: 'component';
  name: string;
}
