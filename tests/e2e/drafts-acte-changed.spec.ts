import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { control, loginAsSophie, SOPHIE } from './accountHelpers';

/**
 * In Chromium, against the real server: a member resumes a pec-hospi draft (acte version 3).
 * Saved under version 1, the form says it changed since and signals the fields its migration
 * touched (the renamed name, the moved DMT code, the new private-room question), with what was
 * typed in place; saved under version 3, nothing is said or signalled.
 */
const CHANGED = 'Ce formulaire a changé depuis votre brouillon : vérifiez les champs signalés.';
const MOVED = 'Ce champ a changé depuis votre brouillon : votre saisie y a été reprise, vérifiez-la.';
const DEFAULTED = "Nouveau champ depuis votre brouillon, rempli d'office : vérifiez cette valeur.";

async function resumeDraft(page: Page, version: number, data: object): Promise<void> {
  await control(page.request, 'demandes-reset', {});
  await control(page.request, 'brouillon', { userName: SOPHIE.userName, acte: 'pec-hospi', numeroContrat: 'DEMO1001', version, data });
  await loginAsSophie(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/#/actes/pec-hospi');
  const offer = page.getByRole('region', { name: 'Demande en cours de saisie' });
  await offer.getByRole('button', { name: 'Reprendre' }).click();
  await expect(offer).toHaveCount(0);
}

const marked = (page: Page) => page.locator('.ea-brouillon-mark');

test('a draft of version 1 resumed under version 3: the notice, the fields signalled, what was typed kept', async ({ page }) => {
  await resumeDraft(page, 1, { etablissement: { nom: 'Clinique des Lilas', finess: '750000123', ville: 'Paris' }, sejour: { dureeJours: 4, codeDmt: '182' } });
  const notice = page.locator('.ea-brouillon-change');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toHaveText(CHANGED);

  const name = page.getByRole('textbox', { name: /Raison sociale de l'établissement/ });
  await expect(name).toHaveValue('Clinique des Lilas');
  await expect(name).toHaveAccessibleDescription(new RegExp(MOVED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const dmt = page.getByRole('textbox', { name: /Code DMT/ });
  await expect(dmt).toHaveValue('182');
  await expect(dmt).toHaveAccessibleDescription(new RegExp(MOVED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Untouched fields keep their value and are not signalled: only the two carried ones are on this step.
  await expect(page.getByRole('textbox', { name: /Numéro FINESS/ })).toHaveValue('750000123');
  await expect(page.getByRole('textbox', { name: /Ville/ })).toHaveValue('Paris');
  await expect(marked(page)).toHaveCount(2);
  const a11y = await new AxeBuilder({ page }).exclude('#ea-dev-toolbar').analyze();
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The next step: the new question, answered « Non » by default, says so; the duration typed is kept.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('spinbutton', { name: /Durée prévue/ })).toHaveValue('4');
  await expect(page.getByRole('radio', { name: 'Non', exact: true })).toBeChecked();
  await expect(marked(page)).toHaveCount(1);
  await expect(marked(page)).toContainText(DEFAULTED);
  await expect(notice).toHaveText(CHANGED);
});

test('a draft of the current version resumed: no notice, no field signalled', async ({ page }) => {
  await resumeDraft(page, 3, { etablissement: { raisonSociale: 'Clinique des Lilas', codeDmt: '182' } });
  await expect(page.getByRole('textbox', { name: /Raison sociale de l'établissement/ })).toHaveValue('Clinique des Lilas');
  await expect(page.getByRole('textbox', { name: /Code DMT/ })).toHaveValue('182');
  await expect(page.locator('.ea-brouillon-change')).toBeEmpty();
  await expect(page.getByText(CHANGED)).toHaveCount(0);
  await expect(marked(page)).toHaveCount(0);
});
