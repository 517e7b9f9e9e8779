import type { OutgoingMail, OutgoingSms } from '../mail/outgoing';
import { escapeHtml } from '../html';

/** The security-code messages. The code is the only secret in them; never logged. */
export function securityCodeMail(to: string, code: string): OutgoingMail {
  const lines = [
    'Bonjour,',
    '',
    `Votre code de sécurité : ${code}`,
    '',
    'Ce code est valable 10 minutes et ne peut servir qu’une fois. Ne le communiquez à personne.',
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    '',
    "L'équipe Mutuelle Démo",
  ];
  return {
    to,
    subject: 'Votre code de sécurité',
    text: lines.join('\n'),
    html: lines.filter((l) => l !== '').map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}

export function securityCodeSms(to: string, code: string): OutgoingSms {
  return { to, text: `Mutuelle Démo : votre code de sécurité est ${code}. Valable 10 minutes. Ne le communiquez à personne.` };
}
