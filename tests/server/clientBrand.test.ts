import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';
import { uploadAs } from './ownUploads';

/** Each client looks like itself: two hosts, two brands — in the header's read, the PDF, the mail and the app manifest. */
const HORIZON = { host: 'horizon.localhost' };
const DEFAULT = { host: 'espace.mutuelle-demo.fr' };
const BENEFICIAIRE = 'beneficiaire@demo.fr';

/** The fill colours (`r g b rg`, or `scn` in an RGB colour space) the PDF's page content sets, as #rrggbb. */
function fillColours(pdf: Buffer): string[] {
  const colours: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image's data, not page content
    }
    for (const [, ...rgb] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn)/g)) {
      colours.push(`#${rgb.map((c) => Math.round(Number(c) * 255).toString(16).padStart(2, '0')).join('')}`);
    }
  }
  return colours;
}

/** The images the PDF holds (poppler's pdfimages), one line each. */
function pdfImages(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdfimages', ['-list', path.join(dir, 'doc.pdf')], { encoding: 'utf8' }).split('\n').slice(2).filter((line) => line.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(DB_KINDS)('client brand per host (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function as(userName: string, headers: Record<string, string>): Promise<Client> {
    const client = h.client();
    expect((await client.post('/api/identity/login', { userName, password: DEMO.password }, headers)).statusCode).toBe(200);
    return client;
  }

  it('the client read, the logo, the icon and the app manifest differ by host', async () => {
    const visitor = h.client();
    const demo = (await visitor.get('/api/identity/client', DEFAULT)).json();
    const horizon = (await visitor.get('/api/identity/client', HORIZON)).json();
    expect([demo.libelle, demo.couleurPrincipale]).toEqual(['Mutuelle Démo', '#1c6e8c']);
    expect([horizon.libelle, horizon.couleurPrincipale]).toEqual(['Mutuelle Horizon', '#9c3d10']);

    const demoLogo = await visitor.get('/api/identity/client/logo', DEFAULT);
    const horizonLogo = await visitor.get('/api/identity/client/logo', HORIZON);
    expect(demoLogo.headers['content-type']).toBe('image/png');
    expect(demoLogo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(horizonLogo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(horizonLogo.rawPayload.equals(demoLogo.rawPayload)).toBe(false);
    const horizonIcon = await visitor.get('/api/identity/client/icone', HORIZON);
    // A square PNG of 512 px (IHDR: width and height at bytes 16–23).
    expect([horizonIcon.rawPayload.readUInt32BE(16), horizonIcon.rawPayload.readUInt32BE(20)]).toEqual([512, 512]);

    const manifest = await visitor.get('/api/identity/client/manifest', HORIZON);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ short_name: 'Mutuelle Horizon', theme_color: '#9c3d10', display: 'standalone', icons: [{ src: '/api/identity/client/icone', sizes: '512x512' }, { sizes: '192x192' }] });
    expect((await visitor.get('/api/identity/client/manifest', DEFAULT)).json()).toMatchObject({ short_name: 'Mutuelle Démo', theme_color: '#1c6e8c' });
  });

  it('the carte de tiers payant PDF carries the host’s client’s logo and colour', async () => {
    for (const [headers, colour, other] of [[DEFAULT, '#1c6e8c', '#9c3d10'], [HORIZON, '#9c3d10', '#1c6e8c']] as const) {
      const member = await as(DEMO.adherent, headers);
      const pdf = await member.get('/api/cgdm-svc/carte-tp/print', headers);
      expect(pdf.statusCode).toBe(200);
      const colours = fillColours(pdf.rawPayload);
      expect(colours).toContain(colour);
      expect(colours).not.toContain(other);
      // The logo: an image (and its transparency mask) at the top of the card.
      expect(pdfImages(pdf.rawPayload).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('a mail sent for a host is laid out in its client’s colour and signed in its name', async () => {
    await h.db.query('UPDATE clients SET is_check_birthday_forgot_password_activated = false');
    const lastHtml = async () =>
      (await h.db.query<{ html_body: string; text_body: string }>('SELECT html_body, text_body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [BENEFICIAIRE])).rows[0];
    const visitor = h.client();
    expect((await visitor.post('/api/identity/forgot-password', { userName: BENEFICIAIRE }, HORIZON)).statusCode).toBe(200);
    const horizon = await lastHtml();
    expect(horizon.html_body).toContain('background-color:#9c3d10;color:#ffffff');
    expect(horizon.html_body).toContain('>Mutuelle Horizon</div>');
    expect(horizon.text_body).toContain("L'équipe Mutuelle Horizon");
    expect((await visitor.post('/api/identity/forgot-password', { userName: BENEFICIAIRE }, DEFAULT)).statusCode).toBe(200);
    const demo = await lastHtml();
    expect(demo.html_body).toContain('background-color:#1c6e8c;color:#ffffff');
    expect(demo.text_body).toContain("L'équipe Mutuelle Démo");
    expect(demo.html_body).not.toContain('Horizon');
  });

  it('the back office edits the host’s client’s name and colour, and refuses a colour that is not AA against white', async () => {
    const admin = await as(DEMO.admin, HORIZON);
    const put = (body: unknown) =>
      admin.app.inject({ method: 'PUT', url: '/api/admin/configuration', headers: { ...HORIZON, cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });
    const form = (await admin.get('/api/admin/configuration', HORIZON)).json();
    expect(form).toMatchObject({ libelle: 'Mutuelle Horizon', couleurPrincipale: '#9c3d10' });

    const refused = await put({ ...form, couleurPrincipale: '#FFCC00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "La couleur principale n'est pas assez contrastée avec le blanc (rapport 1,5:1, il faut au moins 4,5:1) : le texte serait difficile à lire. Choisissez une couleur plus foncée.",
    );
    expect(refused.json().errors).toEqual([{ path: '/couleurPrincipale', message: refused.json().message }]);
    expect((await put({ ...form, couleurPrincipale: 'vert' })).json().errors[0]).toMatchObject({ message: 'La couleur principale doit être au format #RRGGBB (par exemple #1c6e8c).' });

    const saved = await put({ ...form, libelle: 'Mutuelle Horizon Santé', couleurPrincipale: '#2B5F2B' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ libelle: 'Mutuelle Horizon Santé', couleurPrincipale: '#2b5f2b' });
    const visitor = h.client();
    expect((await visitor.get('/api/identity/client', HORIZON)).json()).toMatchObject({ libelle: 'Mutuelle Horizon Santé', couleurPrincipale: '#2b5f2b' });
    // The other client is untouched.
    expect((await visitor.get('/api/identity/client', DEFAULT)).json()).toMatchObject({ libelle: 'Mutuelle Démo', couleurPrincipale: '#1c6e8c' });
  });
  it('the back office replaces the host’s client’s logo and icon with PNGs of their shape; anything else is refused under its field', async () => {
    const admin = await as(DEMO.admin, HORIZON);
    const put = (body: unknown) =>
      admin.app.inject({ method: 'PUT', url: '/api/admin/configuration', headers: { ...HORIZON, cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });
    const form = (await admin.get('/api/admin/configuration', HORIZON)).json();
    const logo = readFileSync('src/server/demo/logos/mutuelle-azur.png');
    const icone = readFileSync('src/server/demo/logos/mutuelle-azur-icone.png');
    const tall = Buffer.from(icone);
    tall.writeUInt32BE(100, 16); // the width in the PNG's header: 100 × 512
    const sent = async (fileName: string, content: Buffer) => [{ remoteFileName: await uploadAs(admin, fileName, content), localFileName: fileName }];
    const before = (await h.client().get('/api/identity/client/logo', HORIZON)).rawPayload;

    const wideIcon = await put({ ...form, icone: await sent('icone.png', logo) });
    expect(wideIcon.statusCode).toBe(400);
    expect(wideIcon.json().errors).toEqual([{ path: '/icone/0', message: "L'icône doit être carrée et mesurer au moins 192 × 192 pixels." }]);
    const tallLogo = await put({ ...form, logo: await sent('logo.png', tall) });
    expect(tallLogo.json().errors).toEqual([{ path: '/logo/0', message: 'Le logo doit être plus large que haut (par exemple 320 × 80 pixels).' }]);
    const notHis = await put({ ...form, logo: [{ remoteFileName: 'inconnu-0000', localFileName: 'logo.png' }] });
    expect(notHis.json().errors).toEqual([{ path: '/logo/0', message: 'Ce fichier est introuvable : envoyez-le de nouveau.' }]);
    // Nothing refused was written.
    expect((await h.client().get('/api/identity/client/logo', HORIZON)).rawPayload.equals(before)).toBe(true);

    expect((await put({ ...form, logo: await sent('logo.png', logo), icone: await sent('icone.png', icone) })).statusCode).toBe(200);
    const visitor = h.client();
    expect((await visitor.get('/api/identity/client/logo', HORIZON)).rawPayload.equals(logo)).toBe(true);
    expect((await visitor.get('/api/identity/client/icone', HORIZON)).rawPayload.equals(icone)).toBe(true);
    // The other client keeps its own.
    expect((await visitor.get('/api/identity/client/logo', DEFAULT)).rawPayload.equals(logo)).toBe(false);
  });
});
