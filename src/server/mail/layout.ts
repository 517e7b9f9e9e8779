import type { OutgoingMail } from './outgoing';
import { SIGNATURE } from './templates';
import { escapeHtml } from '../html';

export interface MailBrand {
  libelle: string;
  couleurPrincipale: string;
}

/**
 * The client's look around a mail, as it is queued: a band in its main colour with its name in white
 * (AA: the colour is checked against white when saved), and the signature in its name. Mail clients
 * keep only inline styles, so the layout is a single table-free block of them.
 */
export function brandedMail(mail: OutgoingMail, brand: MailBrand): OutgoingMail {
  const signature = `L'équipe ${brand.libelle}`;
  const colour = escapeHtml(brand.couleurPrincipale);
  const html = (mail.html ?? `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`).replace(`<p>${escapeHtml(SIGNATURE)}</p>`, `<p>${escapeHtml(signature)}</p>`);
  return {
    ...mail,
    text: mail.text.replace(SIGNATURE, signature),
    html: [
      `<div style="font-family:Arial,Helvetica,sans-serif;max-width:640px;border:1px solid ${colour}">`,
      `<div style="background-color:${colour};color:#ffffff;padding:12px 16px;font-size:18px;font-weight:bold">${escapeHtml(brand.libelle)}</div>`,
      `<div style="padding:8px 16px">${html}</div>`,
      '</div>',
    ].join('\n'),
  };
}
