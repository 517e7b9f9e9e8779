import { readFileSync } from 'node:fs';
import type { Queryable } from '../db/types';
import { getClient, getClientCode } from '../clientSettings';

/**
 * How a client looks: its name, its main colour, its logo and its app icon (table client_logos), as
 * the header, the PDF letterhead, the mails and the installable app show them. A client without a
 * stored logo shows the product's (defaultLogo.png / defaultIcon.png, the portal's own mark).
 */
export interface ClientBrand {
  libelle: string;
  couleurPrincipale: string;
  /** A PNG. */
  logo: Buffer;
}

export interface ClientImages {
  /** The logo, a PNG (320 × 80: the header shows it at 160 × 40). */
  logo: Buffer;
  /** The square icon of the installable app, a PNG of 512 × 512. */
  icone: Buffer;
}

const DEFAULT_IMAGES: ClientImages = {
  logo: readFileSync(new URL('./defaultLogo.png', import.meta.url)),
  icone: readFileSync(new URL('./defaultIcon.png', import.meta.url)),
};

/** The client's logo and icon; the product's when it has none. */
export async function clientImages(db: Queryable, clientCode: string): Promise<ClientImages> {
  const { rows } = await db.query<{ png: Uint8Array; icone_png: Uint8Array }>('SELECT png, icone_png FROM client_logos WHERE client_code = $1', [clientCode]);
  return rows[0] ? { logo: Buffer.from(rows[0].png), icone: Buffer.from(rows[0].icone_png) } : DEFAULT_IMAGES;
}

/** Stores (replaces) the client's logo and icon. */
export async function saveClientImages(db: Queryable, clientCode: string, images: ClientImages): Promise<void> {
  await db.query(
    `INSERT INTO client_logos (client_code, png, icone_png) VALUES ($1, $2, $3)
     ON CONFLICT (client_code) DO UPDATE SET png = EXCLUDED.png, icone_png = EXCLUDED.icone_png, updated_at = now()`,
    [clientCode, images.logo, images.icone],
  );
}

/** The client's brand; `clientCode` as for getClient (omitted: the default client). */
export async function clientBrand(db: Queryable, clientCode?: string): Promise<ClientBrand> {
  const code = await getClientCode(db, clientCode);
  const client = await getClient(db, code);
  return { libelle: client.libelle, couleurPrincipale: client.couleurPrincipale, logo: (await clientImages(db, code)).logo };
}
