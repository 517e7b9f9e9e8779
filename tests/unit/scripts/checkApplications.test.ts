import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkApplications } from '../../../scripts/checkApplications';
import { listActes } from '../../../scripts/build/generate';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const manifest = (acte: string, extra: Record<string, unknown>) => ({
  acte,
  version: 1,
  libelle: `Libellé ${acte}`,
  endpoints: [{ method: 'POST', path: `/api/forms/${acte}/form` }],
  access: { value: { $user: 'roles' }, in: ['User'] },
  effect: 'demande',
  ...extra,
});

/** A project with these manifests and one demo seed file. */
function tempProject(manifests: Record<string, unknown>, seed: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-applications-'));
  roots.push(root);
  for (const [acte, content] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(root, 'schemas/actes', acte), { recursive: true });
    fs.writeFileSync(path.join(root, 'schemas/actes', acte, `${acte}.acte.json`), JSON.stringify(content));
  }
  fs.mkdirSync(path.join(root, 'src/server/demo'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/server/demo/seedModes.ts'), seed);
  return root;
}

describe('npm run check: how an automatic acte is applied', () => {
  it('the project passes', () => {
    expect(checkApplications(projectRoot, listActes(projectRoot))).toEqual([]);
  });

  it('refuses an unknown application, an application without management mode, and a seed that sets « manuelle » automatic', () => {
    const root = tempProject(
      {
        inconnue: manifest('inconnue', { application: 'nulle', modeGestion: 'inconnueGestion' }),
        sansmode: manifest('sansmode', { application: 'adresse' }),
        justificatif: manifest('justificatif', { application: 'manuelle', modeGestion: 'justificatifGestion' }),
        adresse: manifest('adresse', { application: 'adresse', modeGestion: 'adresseGestion' }),
      },
      "INSERT INTO modes_gestion (id, mode_gestion) VALUES\n  ('adresseGestion', 'automatique'),\n  ('justificatifGestion', 'automatique')",
    );
    const problems = checkApplications(root, ['adresse', 'inconnue', 'justificatif', 'sansmode']);
    expect(problems).toEqual([
      expect.stringMatching(/inconnue\.acte\.json .*\/application : l'application « nulle » n'existe pas/),
      expect.stringMatching(/sansmode\.acte\.json .*\/application : une application n'est faite qu'en mode automatique/),
      "src/server/demo/seedModes.ts ligne 3 : Le mode automatique n'est pas possible pour « Libellé justificatif » : un justificatif doit y être vérifié par un gestionnaire.",
    ]);
  });

  it('refuses a seed that sets automatic an acte without application (it would be told done while nothing changed), in the list form of the demo seed too', () => {
    const root = tempProject(
      { niveau: manifest('niveau', { modeGestion: 'niveauGestion' }), adresse: manifest('adresse', { application: 'adresse', modeGestion: 'adresseGestion' }) },
      "const DEMO_MODES = [\n  ['adresseGestion', 'automatique'],\n  ['niveauGestion', 'automatique'],\n];",
    );
    expect(checkApplications(root, ['adresse', 'niveau'])).toEqual([
      "src/server/demo/seedModes.ts ligne 3 : Le mode automatique n'est pas possible pour « Libellé niveau » : le portail ne sait pas appliquer cette demande lui-même, un gestionnaire la traite.",
    ]);
  });
});
