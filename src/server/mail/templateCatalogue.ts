/**
 * The product's mails that an administrator may rewrite per client
 * (/api/settings/mail): for each, its label, the placeholders it knows (with the demo member's
 * values for the preview) and the product's own subject, paragraphs and link. templates.ts and
 * demandeMails.ts build their mails from these defaults; the outbox uses a stored version
 * instead when the client has one (storedTemplates.ts).
 */

export interface PlaceholderDef {
  name: string;
  description: string;
  /** The value shown in the preview (the demo member, Sophie DURAND). */
  demo: string;
}

export interface MailTemplateDef {
  key: string;
  libelle: string;
  /** Placeholders computed by the code that sends the mail (beyond the recipient's ones). */
  placeholders: PlaceholderDef[];
  subject: string;
  paragraphs: string[];
  /** The button at the end of the default mail; its address is the `{lien}` placeholder. */
  action?: { label: string };
}

const DEMO_ORIGIN = 'https://espace-adherent.mutuelle-demo.fr';

/** Known for every mail: taken from the recipient's account when the mail is queued. */
export const RECIPIENT_PLACEHOLDERS: PlaceholderDef[] = [
  { name: 'prenom', description: 'Prénom du destinataire', demo: 'Sophie' },
  { name: 'nom', description: 'Nom du destinataire', demo: 'DURAND' },
  { name: 'email', description: 'Adresse e-mail du destinataire', demo: 'adherent@demo.fr' },
];

const lien = (description: string, route: string): PlaceholderDef => ({ name: 'lien', description, demo: `${DEMO_ORIGIN}/#/${route}` });

export const MAIL_TEMPLATES: MailTemplateDef[] = [
  {
    key: 'activation',
    libelle: 'Activation du compte',
    placeholders: [lien('Lien d’activation (72 heures)', 'activate-user?code=123456&userId=demo')],
    subject: 'Activez votre Espace Adhérent',
    paragraphs: ['Votre Espace Adhérent a bien été créé.', 'Pour l’activer, ouvrez le lien ci-dessous dans les 72 heures.'],
    action: { label: 'Activer mon compte' },
  },
  {
    key: 'confirmation-email',
    libelle: 'Confirmation de l’adresse e-mail',
    placeholders: [lien('Lien de confirmation (72 heures)', 'confirm-email?code=123456&userId=demo')],
    subject: 'Confirmez votre adresse e-mail',
    paragraphs: [
      'Cette adresse e-mail a été indiquée comme identifiant de votre Espace Adhérent.',
      'Pour la confirmer, ouvrez le lien ci-dessous dans les 72 heures.',
    ],
    action: { label: 'Confirmer mon adresse e-mail' },
  },
  {
    key: 'reinitialisation-mot-de-passe',
    libelle: 'Réinitialisation du mot de passe',
    placeholders: [lien('Lien de réinitialisation (une heure)', 'reset-password?code=123456&userId=demo')],
    subject: 'Réinitialisation de votre mot de passe',
    paragraphs: [
      'Vous avez demandé la réinitialisation du mot de passe de votre Espace Adhérent.',
      'Ce lien est valable une heure et ne peut servir qu’une fois.',
    ],
    action: { label: 'Choisir un nouveau mot de passe' },
  },
  {
    key: 'mot-de-passe-modifie',
    libelle: 'Mot de passe modifié',
    placeholders: [],
    subject: 'Votre mot de passe a été modifié',
    paragraphs: [
      'Le mot de passe de votre Espace Adhérent vient d’être modifié.',
      'Si vous n’êtes pas à l’origine de cette modification, contactez immédiatement votre mutuelle.',
    ],
  },
  {
    key: 'coordonnees-bancaires-modifiees',
    libelle: 'Coordonnées bancaires modifiées',
    placeholders: [
      { name: 'libelle', description: 'Nom de la demande', demo: 'Mise à jour du RIB de prestations' },
      { name: 'pourLeContrat', description: '« pour le contrat … » quand la demande vise un contrat', demo: ' pour le contrat DEMO1001' },
    ],
    subject: 'Vos coordonnées bancaires ont été modifiées',
    paragraphs: [
      'Vos coordonnées bancaires ont été modifiées depuis votre Espace Adhérent (« {libelle} »{pourLeContrat}).',
      'Si vous n’êtes pas à l’origine de cette modification, contactez immédiatement votre mutuelle.',
    ],
  },
  {
    key: 'changement-identifiant-demande',
    libelle: 'Demande de changement d’identifiant',
    placeholders: [],
    subject: 'Demande de changement d’identifiant',
    paragraphs: [
      'Une demande de changement de l’identifiant de votre Espace Adhérent a été faite.',
      'L’identifiant actuel reste valable tant que la nouvelle adresse n’est pas confirmée.',
    ],
  },
  {
    key: 'compte-existant',
    libelle: 'Inscription d’un adhérent qui a déjà un compte',
    placeholders: [lien('Lien « Mot de passe oublié »', 'forgot-password')],
    subject: 'Votre Espace Adhérent existe déjà',
    paragraphs: [
      'Une demande de création d’Espace Adhérent vient d’être faite avec vos informations d’adhérent, mais vous avez déjà un compte : aucun nouveau compte n’a été créé.',
      'Votre identifiant est cette adresse e-mail. Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.',
    ],
    action: { label: 'Mot de passe oublié' },
  },
  {
    key: 'adresse-deja-utilisee',
    libelle: 'Inscription avec l’adresse d’un autre compte',
    placeholders: [lien('Lien « Mot de passe oublié »', 'forgot-password')],
    subject: 'Cette adresse est déjà celle d’un Espace Adhérent',
    paragraphs: [
      'Une demande de création d’Espace Adhérent vient d’être faite avec cette adresse e-mail, qui est déjà l’identifiant d’un compte : aucun nouveau compte n’a été créé.',
      'Si ce compte est le vôtre, connectez-vous avec cette adresse ; si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.',
    ],
    action: { label: 'Mot de passe oublié' },
  },
  {
    key: 'changement-identifiant-refuse',
    libelle: 'Changement d’identifiant refusé',
    placeholders: [{ name: 'motif', description: 'Pourquoi l’identifiant n’a pas changé', demo: 'l’adresse sophie.durand@exemple.fr est déjà l’identifiant d’un autre compte.' }],
    subject: 'Votre identifiant n’a pas été modifié',
    paragraphs: [
      'Une demande de changement de l’identifiant de votre Espace Adhérent n’a pas abouti : {motif}',
      'Votre identifiant reste cette adresse e-mail.',
    ],
  },
  {
    key: 'accuse-reception-demande',
    libelle: 'Accusé de réception d’une demande',
    placeholders: [
      { name: 'libelle', description: 'Nom de la demande', demo: 'Mise à jour du RIB de prestations' },
      { name: 'reference', description: 'Numéro de la demande', demo: '42' },
      { name: 'numeroContrat', description: 'Numéro du contrat (vide sans contrat)', demo: 'DEMO1001' },
      { name: 'pourLeContrat', description: '« pour le contrat … » quand la demande vise un contrat', demo: ' pour le contrat DEMO1001' },
      { name: 'complement', description: 'Phrase propre à l’acte (date de fin d’une résiliation…)', demo: '' },
      { name: 'statut', description: '« Votre demande a bien été prise en compte » (et, en gestion manuelle, « et sera traitée dans les plus brefs délais. »)', demo: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.' },
      lien('Lien vers « Mes demandes »', 'demandes'),
    ],
    subject: 'Accusé de réception : {libelle}',
    paragraphs: [
      'Nous avons bien reçu votre demande « {libelle} »{pourLeContrat} (demande n° {reference}).',
      '{complement}',
      '{statut}',
      'Vous pouvez suivre son avancement dans « Mes demandes » de votre Espace Adhérent.',
    ],
    action: { label: 'Mes demandes' },
  },
  {
    key: 'reponse-demande',
    libelle: 'Réponse de la mutuelle à une demande',
    placeholders: [
      { name: 'libelle', description: 'Nom de la demande', demo: 'Nous contacter' },
      { name: 'reference', description: 'Numéro de la demande', demo: '42' },
      {
        name: 'statut',
        description: '« Le statut de votre demande est désormais : … » quand la réponse change le statut (vide sinon)',
        demo: 'Le statut de votre demande est désormais : En cours.',
      },
      lien('Lien vers « Mes demandes »', 'demandes'),
    ],
    subject: 'Votre demande « {libelle} » : réponse de votre mutuelle',
    paragraphs: [
      'Votre mutuelle a répondu à votre demande « {libelle} » (demande n° {reference}).',
      '{statut}',
      'Pour lire sa réponse, y répondre ou clore la demande, connectez-vous à « Mes demandes » de votre Espace Adhérent.',
    ],
    action: { label: 'Mes demandes' },
  },
];

export function mailTemplateDef(key: string): MailTemplateDef | undefined {
  return MAIL_TEMPLATES.find((template) => template.key === key);
}

/** Every placeholder a template may use: its own and the recipient's. */
export function allowedPlaceholders(def: MailTemplateDef): PlaceholderDef[] {
  return [...def.placeholders, ...RECIPIENT_PLACEHOLDERS];
}

/** The default body as the administrator edits it: paragraphs apart, then the link line. */
export function defaultBody(def: MailTemplateDef): string {
  return [...def.paragraphs, ...(def.action ? [`${def.action.label} : {lien}`] : [])].join('\n\n');
}

/** The preview's values: the demo member's. */
export function demoValues(def: MailTemplateDef): Record<string, string> {
  return Object.fromEntries(allowedPlaceholders(def).map((placeholder) => [placeholder.name, placeholder.demo]));
}
