import type { OutgoingMail } from './outbox';

/** The mails of the account flows, in French. Links point at the portal's hash routes. */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function link(origin: string, route: string, params: Record<string, string>): string {
  return `${origin}/#/${route}?${new URLSearchParams(params).toString()}`;
}

function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): OutgoingMail {
  const signature = "L'équipe Mutuelle Démo";
  const text = [
    'Bonjour,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label} : ${action.url}`, ''] : []),
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    '',
    signature,
  ].join('\n');
  const html = [
    '<p>Bonjour,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    "<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>",
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, origin: string, code: string, userId: string): OutgoingMail {
  return compose(
    to,
    'Activez votre Espace Adhérent',
    [
      'Votre Espace Adhérent a bien été créé.',
      'Pour l’activer, ouvrez le lien ci-dessous dans les 72 heures.',
    ],
    { label: 'Activer mon compte', url: link(origin, 'activate-user', { code, userId }) },
  );
}

export function confirmEmailMail(to: string, origin: string, code: string, userId: string): OutgoingMail {
  return compose(
    to,
    'Confirmez votre adresse e-mail',
    [
      'Cette adresse e-mail a été indiquée comme identifiant de votre Espace Adhérent.',
      'Pour la confirmer, ouvrez le lien ci-dessous dans les 72 heures.',
    ],
    { label: 'Confirmer mon adresse e-mail', url: link(origin, 'confirm-email', { code, userId }) },
  );
}

export function resetPasswordMail(to: string, origin: string, code: string, userId: string): OutgoingMail {
  return compose(
    to,
    'Réinitialisation de votre mot de passe',
    [
      'Vous avez demandé la réinitialisation du mot de passe de votre Espace Adhérent.',
      'Ce lien est valable une heure et ne peut servir qu’une fois.',
    ],
    { label: 'Choisir un nouveau mot de passe', url: link(origin, 'reset-password', { code, userId }) },
  );
}

export function passwordChangedMail(to: string): OutgoingMail {
  return compose(to, 'Votre mot de passe a été modifié', [
    'Le mot de passe de votre Espace Adhérent vient d’être modifié.',
    'Si vous n’êtes pas à l’origine de cette modification, contactez immédiatement votre mutuelle.',
  ]);
}

export function identifierChangeRequestedMail(to: string): OutgoingMail {
  return compose(to, 'Demande de changement d’identifiant', [
    'Une demande de changement de l’identifiant de votre Espace Adhérent a été faite.',
    'L’identifiant actuel reste valable tant que la nouvelle adresse n’est pas confirmée.',
  ]);
}
