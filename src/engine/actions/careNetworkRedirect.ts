import type { CareNetwork } from '../../api/sharedUiTypes';

/**
 * The named action `careNetworkRedirect` of the button block (a care-network card's « Accéder au
 * service »), its rules pure here and run by ./CareNetworkButton.tsx. Care-network redirect rules:
 * - token provider (SANTECLAIR): open url with idJeton = '{token}-origin';
 * - Kalivia types: submit a hidden POST form with a generated API_KEY (current time in ms) and NUM_OMC;
 *   Kalixia: the same form, the number in field 'numOmc';
 * - anything else: open the url.
 */
export type RedirectPlan =
  | { kind: 'token'; buildUrl: (token: string) => string }
  | { kind: 'post'; url: string; fields: Record<string, string> }
  | { kind: 'open'; url: string };

export const TOKEN_PROVIDERS = ['SANTECLAIR'];

export function withIdJeton(url: string, token: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}idJeton=${encodeURIComponent(`${token}-origin`)}`;
}

export function redirectPlan(network: CareNetwork, now: () => number = Date.now): RedirectPlan {
  const type = network.reseau.toUpperCase();
  if (TOKEN_PROVIDERS.includes(type)) return { kind: 'token', buildUrl: (token) => withIdJeton(network.url, token) };
  if (type.startsWith('KALIXIA')) return { kind: 'post', url: network.url, fields: { API_KEY: String(now()), numOmc: network.numOmc ?? '' } };
  if (type.startsWith('KALIVIA')) return { kind: 'post', url: network.url, fields: { API_KEY: String(now()), NUM_OMC: network.numOmc ?? '' } };
  return { kind: 'open', url: network.url };
}

/** Builds and submits the hidden form (new tab); returns it so tests can read it. */
export function submitHiddenForm(url: string, fields: Record<string, string>, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = '_blank';
  form.hidden = true;
  form.className = 'ea-care-network-form';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
