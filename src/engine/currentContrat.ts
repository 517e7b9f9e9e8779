import Cookies from 'js-cookie';
import { storageKeys } from '../api/storageKeys';
import { CONTRAT_COOKIE } from '../domain/contratCookie';
import { CONTRAT_CHANGED } from './contratStore';

/**
 * The browser remembers the current contract (localStorage, read by every API call).
 * The same choice goes in a cookie for the server's preview of the member home, which must show
 * that contract and no other (src/server/page/pagePreview.ts). Only a contract number: the server
 * shows it only if it is one of the visitor's own.
 */
export function rememberContrat(numero: string) {
  if (localStorage.getItem(storageKeys.currentContrat) !== numero) {
    localStorage.setItem(storageKeys.currentContrat, numero);
    window.dispatchEvent(new Event(CONTRAT_CHANGED));
  }
  if (Cookies.get(CONTRAT_COOKIE) !== numero) {
    Cookies.set(CONTRAT_COOKIE, numero, { path: '/', sameSite: 'lax', expires: 400, secure: window.location.protocol === 'https:' });
  }
}

export function forgetContrat() {
  localStorage.removeItem(storageKeys.currentContrat);
  Cookies.remove(CONTRAT_COOKIE, { path: '/' });
  window.dispatchEvent(new Event(CONTRAT_CHANGED));
}
