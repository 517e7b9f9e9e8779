import { readFileSync } from 'node:fs';
import type { Queryable } from '../db/types';
import { saveClientImages } from '../branding/clientBrand';
import { HORIZON_CLIENT } from './seedClients';
import { AZUR_CLIENT } from './seedOidcClient';
import client from './content/client.json';

/**
 * Each demo client looks like itself: its own logo and icon (logos/<code>.svg, drawn for the demo,
 * and their PNG renderings — the logo at 320 × 80, the icon at 512 × 512) and its main colour, each
 * AA-readable against white.
 */
const BRANDS: Array<{ code: string; couleur: string }> = [
  { code: client.code, couleur: '#1c6e8c' },
  { code: HORIZON_CLIENT, couleur: '#9c3d10' },
  { code: AZUR_CLIENT, couleur: '#0b5394' },
];

const image = (name: string) => readFileSync(new URL(`./logos/${name}`, import.meta.url));

export async function seedBrands(tx: Queryable): Promise<void> {
  for (const { code, couleur } of BRANDS) {
    const { affectedRows } = await tx.query('UPDATE clients SET couleur_principale = $2 WHERE code = $1', [code, couleur]);
    if (affectedRows) await saveClientImages(tx, code, { logo: image(`${code}.png`), icone: image(`${code}-icone.png`) });
  }
}
