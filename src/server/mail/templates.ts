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

export function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): OutgoingMail {
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

/*
 * Registration and forgot-username answer the same whatever the case (no account enumeration,
 * issue 13): when nothing could be done, these mails say why, to an address that already
 * belongs to the person concerned.
 */

/** Registration for a member who already has an account: to that account's address. */
export function accountAlreadyExistsMail(to: string, origin: string): OutgoingMail {
  return compose(
    to,
    'Votre Espace Adhérent existe déjà',
    [
      'Une demande de création d’Espace Adhérent vient d’être faite avec vos informations d’adhérent, mais vous avez déjà un compte : aucun nouveau compte n’a été créé.',
      'Votre identifiant est cette adresse e-mail. Si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.',
    ],
    { label: 'Mot de passe oublié', url: `${origin}/#/forgot-password` },
  );
}

/** Registration with an address that is already an account's identifier: to that address. */
export function emailAlreadyUsedMail(to: string, origin: string): OutgoingMail {
  return compose(
    to,
    'Cette adresse est déjà celle d’un Espace Adhérent',
    [
      'Une demande de création d’Espace Adhérent vient d’être faite avec cette adresse e-mail, qui est déjà l’identifiant d’un compte : aucun nouveau compte n’a été créé.',
      'Si ce compte est le vôtre, connectez-vous avec cette adresse ; si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.',
    ],
    { label: 'Mot de passe oublié', url: `${origin}/#/forgot-password` },
  );
}

/** Forgot-username that could not change the identifier: to the member's current address. */
export function identifierChangeRefusedMail(to: string, reason: { takenBy: string } | 'securityCode'): OutgoingMail {
  const why =
    reason === 'securityCode'
      ? 'le code de sécurité envoyé sur votre téléphone mobile n’a pas été vérifié.'
      : `l’adresse ${reason.takenBy} est déjà l’identifiant d’un autre compte.`;
  return compose(to, 'Votre identifiant n’a pas été modifié', [
    `Une demande de changement de l’identifiant de votre Espace Adhérent n’a pas abouti : ${why}`,
    'Votre identifiant reste cette adresse e-mail.',
  ]);
}
