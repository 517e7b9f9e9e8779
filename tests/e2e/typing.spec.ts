import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { nirKey } from '../../src/domain/nir';
import { PASSWORD_MAX_LENGTH } from '../../src/domain/password';

/**
 * Fast typing loses no character. On the developer screen #/dev/saisie (every
 * text-like widget, then 40 more fields), each widget is typed into with no delay between keys —
 * a password manager or a fast typist — and the exact text must be in the input and in the body
 * the form sends. Before the fix, a draft fell back to an older text when RJSF rendered it late,
 * and the next key was typed into that text.
 */

const ROUNDS = 4;

/** 200 characters (or `length`) of text with markup, digits and accents, never the same run twice. */
function sample(length: number, round: number): string {
  const base = `<script>alert(${round})</script> Éloïse & Zoé — n°42, 12/03/1987 ; `;
  let text = '';
  while (text.length < length) text += base;
  return text.slice(0, length);
}

function ibanLike(length: number, round: number): string {
  const base = `FR76${round}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`;
  let text = '';
  while (text.length < length) text += base;
  return text.slice(0, length);
}

async function openScreen(page: Page) {
  await page.goto('about:blank'); // a fresh page each round, not the same hash again
  await page.goto('/#/dev/saisie');
  await expect(page.getByRole('heading', { level: 1, name: 'Saisie rapide' })).toBeVisible();
}

async function typeFast(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await page.keyboard.type(text); // no delay between keys
}

test.describe('fast typing on a long acte', () => {
  test(`every text-like widget keeps each of 200 characters typed with no delay (${ROUNDS} rounds)`, async ({ page }) => {
    test.setTimeout(240_000);
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/dev/saisie', async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });

    for (let round = 1; round <= ROUNDS; round++) {
      await openScreen(page);
      // After a refused empty submit, as in the report: every field then re-renders with errors.
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect(page.getByLabel(/^Texte/)).toBeFocused();

      const texte = sample(200, round);
      const commentaire = sample(200, round + 10);
      const motDePasse = sample(PASSWORD_MAX_LENGTH, round + 20);
      const iban = ibanLike(200, round);
      const nir = `1${String(80 + round).padStart(2, '0')}0175123${String(400 + round)}`;
      const cle = nirKey(nir);

      await typeFast(page, /^Texte/, texte);
      await typeFast(page, /^Zone de texte/, commentaire);
      await typeFast(page, /^Mot de passe/, motDePasse);
      await typeFast(page, 'Numéro de sécurité sociale (sans clé)', nir);
      await typeFast(page, 'Clé', cle);
      await typeFast(page, /^Date/, `0${round}022000`);
      await typeFast(page, /^IBAN/, iban);

      const shown = `round ${round}: the input shows every character typed`;
      await expect(page.getByLabel(/^Texte/), shown).toHaveValue(texte);
      await expect(page.getByLabel(/^Zone de texte/), shown).toHaveValue(commentaire);
      await expect(page.getByLabel(/^Mot de passe/), shown).toHaveValue(motDePasse);
      await expect(page.getByLabel('Numéro de sécurité sociale (sans clé)', { exact: true }), shown).toHaveValue(nir);
      await expect(page.getByLabel('Clé', { exact: true }), shown).toHaveValue(cle);
      await expect(page.getByLabel(/^Date/), shown).toHaveValue(`0${round}/02/2000`);
      await expect(page.getByLabel(/^IBAN/), shown).toHaveValue(iban);

      const sent = page.waitForRequest((request: Request) => request.url().endsWith('/api/dev/saisie'));
      await page.getByRole('button', { name: 'Valider' }).click();
      await sent;
      await expect(page.getByText('Saisie reçue.')).toBeVisible();
      expect(bodies[round - 1], `round ${round}: the body sent holds every character typed`).toEqual({
        texte,
        commentaire,
        motDePasse,
        nir: nir + cle,
        dateNaissance: `2000-02-0${round}`,
        iban,
      });
    }
  });
});
