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
  /** A call made when the screen opens (a link's token…); blocks may depend on its outcome. */
  check?: ScreenCheck;
  blocks: Block[];
}

/**
 * A value a screen file takes at run time: a literal, or one of
 * { "$query": "code" } (query parameter of the hash route), { "$param": "url" } (path parameter),
 * { "$check": "createdByAdmin" } (the screen check's answer), { "$config": "registerAttemptNumber" }
 * (client configuration), { "$data": "email" } (the form's data), { "$response": "currentUserName" }
 * (the answers of the form's calls so far). Paths are dotted.
 */
export type ValueRef =
  | string
  | number
  | boolean
  | null
  | { $query: string }
  | { $param: string }
  | { $check: string }
  | { $config: string }
  | { $data: string }
  | { $response: string };

export interface ScreenCheck {
  /** Endpoint under /api ('identity/check-token'). */
  endpoint: string;
  method?: 'GET' | 'POST';
  body?: Record<string, ValueRef>;
  /** Query parameters that must be present; when one is missing the check fails without a call. */
  requireQuery?: string[];
  /** Where to go when the check fails (else the blocks decide with visibleIf.check). */
  onFailure?: { navigate?: string };
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
  /** Only for anonymous visitors (landing, login, register): a logged-in one goes to `callbackUrl`, else the member home. */
  anonymousOnly?: boolean;
}

/** Shown only when the feature key (or comma list) is visible (spec §6). */
export interface Visibility {
  visibleIf?: {
    feature?: string;
    anonymous?: boolean;
    authenticated?: boolean;
    /** Client configuration values: each key must equal the value, or one of the listed values. */
    config?: Record<string, unknown>;
    /** Outcome of the screen check: 'ok' or 'failed'. */
    check?: 'ok' | 'failed';
    /** With check 'failed': only for this error code ('AlreadyConfirmed')… */
    checkCode?: string;
    /** … or for any code but this one. */
    checkCodeNot?: string;
  };
}

export type Block = (
  | TextBlock
  | LinkBlock
  | ButtonBlock
  | CmsBlock
  | CmsPopupBlock
  | RedirectBlock
  | FormBlock
  | HelpBlock
  | ComponentBlock
) &
  Visibility;

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
  /** 'logout': calls identity/logout then follows logoutUrl; 'call': calls `call.endpoint`. */
  action?: 'logout' | 'call';
  call?: ButtonCall;
}

/** A call a button makes ('Recevoir un nouveau lien' → identity/relance-activation). */
export interface ButtonCall {
  endpoint: string;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters of the call. */
  query?: Record<string, ValueRef>;
  body?: Record<string, ValueRef>;
  successToast?: string;
  /** Toast on failure (else the server's message, else the status text). */
  errorToast?: string;
}

/** A link that opens a content-system item in a dialog (Register_Help, Register_Num_Secu_Popup). */
export interface CmsPopupBlock {
  type: 'cmsPopup';
  /** CMS block list name. */
  name: string;
  itemName?: string;
  /** Text of the link that opens it. */
  label: string;
}

/** Sends the browser to an http(s) address taken from the route, with a manual link. */
export interface RedirectBlock {
  type: 'redirect';
  url: ValueRef;
  /** Text before the link ('Si la redirection ne se fait pas,'). */
  text: string;
  /** Link text ('cliquer ici'). */
  linkLabel: string;
  /** Shown instead when the address is not http(s). */
  invalidText: string;
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
  /** Values put into the form data at start and again into the submitted body (hidden fields). */
  data?: Record<string, ValueRef>;
  /** Steps after a successful submit: a security-code check, an information dialog, another call. */
  then?: FormStep[];
  onSuccess?: FormSuccess;
  /** Toast on failure (the server's message when it sent one). */
  onErrorToast?: string;
  /** Per error code (or status) of the server: go elsewhere and/or raise a toast. */
  onError?: ErrorRule[];
  /** Failed-attempt limit (spec §4): at the limit the submit button is hidden and `message` shows as an error toast. */
  attemptLimit?: AttemptLimit;
  /**
   * Toasts raised when a submit is refused in the browser because of these fields (field name →
   * text), besides the messages under the fields: the CGU box left unticked (spec §5).
   */
  validationToasts?: Record<string, string>;
}

/** What a form does with a refused submit matching `code` and/or `status`. */
export interface ErrorRule {
  code?: string;
  status?: number;
  navigate?: string;
  toast?: string;
  /**
   * The server wants a security code first (403 SecurityCodeRequired at login): the shared
   * modal opens for `operation` and, once the code is verified (stored, sent as
   * X-SecurityCode), the same body is submitted again.
   */
  securityCode?: { operation: string; username?: ValueRef };
}

export interface FormSuccess {
  navigate?: string;
  toast?: string;
  /** Query parameter holding where to go back to (same-origin hash route only, else `navigate`). */
  callbackParam?: string;
  /** Reads to refresh: the current user after a login, the contracts. */
  reload?: ('user' | 'contrats')[];
}

export interface AttemptLimit {
  limit: ValueRef;
  message: ValueRef;
  /** Field of the server's error body that counts the failures so far. */
  counter: string;
  /** Error code by which the server says the attempts are spent. */
  lockedCode?: string;
}

/** A step of a form's submit flow; `when` names a field of the answers so far that must be true. */
export type FormStep = { when?: string } & (
  | { step: 'securityCode'; operation: string; username?: ValueRef }
  | { step: 'info'; title: string; text: string; confirmLabel?: string; cancelLabel?: string }
  | { step: 'call'; endpoint: string; method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }
);

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
