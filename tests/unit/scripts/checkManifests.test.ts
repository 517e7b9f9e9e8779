import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkManifests } from '../../../scripts/checkManifests';
import { listActes } from '../../../scripts/build/generate';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** A project with the real manifest schema, the given manifests and one screen posting to the generic route. */
function tempProject(manifests: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-manifests-'));
  fs.mkdirSync(path.join(root, 'screens/member'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'schemas/actes/acte.manifest.schema.json'), path.join(root, 'acte.manifest.schema.json'));
  fs.mkdirSync(path.join(root, 'schemas/actes'), { recursive: true });
  fs.renameSync(path.join(root, 'acte.manifest.schema.json'), path.join(root, 'schemas/actes/acte.manifest.schema.json'));
  fs.mkdirSync(path.join(root, 'src/language'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'src/language/language.schema.json'), path.join(root, 'src/language/language.schema.json'));
  for (const [acte, manifest] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(root, 'schemas/actes', acte));
    fs.writeFileSync(path.join(root, 'schemas/actes', acte, `${acte}.acte.json`), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  }
  fs.writeFileSync(
    path.join(root, 'screens/member/x.screen.json'),
    JSON.stringify({ route: 'x', title: 'X', blocks: [{ type: 'form', acte: 'sans-manifeste', submit: { endpoint: 'forms/sans-manifeste/form' } }] }),
  );
  return root;
}

describe('npm run check: acte manifests', () => {
  it('accepts the project manifests', () => {
    expect(checkManifests(projectRoot, listActes(projectRoot))).toEqual([]);
  });

  it('reports, in French with file and path, a bad manifest, a wrong acte name and a generic acte without manifest', () => {
    const root = tempProject({
      bad: { acte: 'bad', version: 'un', endpoints: [{ method: 'POST', path: '/api/forms/bad/form' }], access: { value: { $user: 'roles' }, in: ['User'] }, effect: 'demande' },
      named: { acte: 'autre', version: 1, endpoints: [{ method: 'POST', path: '/api/forms/named/form' }], access: { value: { $user: 'roles' }, in: ['User'] }, effect: 'demande' },
      broken: '{ oops',
      'sans-manifeste': null,
    });
    fs.rmSync(path.join(root, 'schemas/actes/sans-manifeste/sans-manifeste.acte.json'));
    const problems = checkManifests(root, ['bad', 'broken', 'named', 'sans-manifeste']);
    expect(problems).toContain('schemas/actes/bad/bad.acte.json ligne 1 /version : doit être de type integer');
    expect(problems).toContain('schemas/actes/named/named.acte.json ligne 1 /acte : vaut « autre », attendu « named » (le nom du dossier)');
    expect(problems.some((p) => p.startsWith('schemas/actes/broken/broken.acte.json ligne 1 : JSON invalide'))).toBe(true);
    expect(problems).toContain(
      "screens/member/x.screen.json ligne 1 /blocks/0/submit/endpoint : l'acte « sans-manifeste » est envoyé à la route générique mais manifeste schemas/actes/sans-manifeste/sans-manifeste.acte.json absent",
    );
  });

  it('refuses a member acte without the theme « Mes démarches » lists it under, and accepts a staff acte without one', () => {
    const root = tempProject({
      membre: { acte: 'membre', version: 1, endpoints: [{ method: 'POST', path: '/api/forms/membre/form' }], access: { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] }, effect: 'demande' },
      range: { acte: 'range', version: 1, theme: 'compte', endpoints: [{ method: 'POST', path: '/api/forms/range/form' }], access: { value: { $user: 'roles' }, in: ['Beneficiaire'] }, effect: 'demande' },
      staff: { acte: 'staff', version: 1, endpoints: [{ method: 'POST', path: '/api/admin/staff' }], access: { value: { $user: 'roles' }, in: ['Admin'] }, effect: 'demande' },
    });
    const problems = checkManifests(root, ['membre', 'range', 'staff']).filter((problem) => !problem.includes('sans-manifeste'));
    expect(problems).toEqual([
      "schemas/actes/membre/membre.acte.json ligne 1 /theme : absent : un acte d'adhérent (son accès admet User ou Beneficiaire) dit sous quel thème de « Mes démarches » il se range (contrat, remboursements, coordonnees, beneficiaires, options ou compte)",
    ]);
  });

  it('refuses the old gates in French, naming the condition that replaces them, and unknown roles or states', () => {
    const endpoints = [{ method: 'POST', path: '/api/forms/x/form' }];
    const root = tempProject({
      ancien: { acte: 'ancien', version: 1, endpoints, roles: ['User'], contractStates: ['valide'], effect: 'demande' },
      inconnu: { acte: 'inconnu', version: 1, endpoints, access: { all: [{ value: { $user: 'roles' }, in: ['Usager'] }, { value: { $contrat: 'etat' }, in: ['ouvert'] }] }, effect: 'demande' },
      verrou: { acte: 'verrou', version: 1, endpoints, access: { all: [{ value: { $user: 'roles' }, in: ['User'] }, { feature: 'resiliationActe' }] }, complianceLocked: true, effect: 'demande' },
    });
    const problems = checkManifests(root, ['ancien', 'inconnu', 'verrou']);
    expect(problems.find((p) => p.includes('ancien.acte.json') && p.includes('/roles'))).toMatch(/« roles » n'existe plus : qui peut envoyer l'acte se dit dans sa condition « access », par exemple \{ "value": \{ "\$user": "roles" \}, "in": \[\.\.\.\] \}/);
    expect(problems.find((p) => p.includes('ancien.acte.json') && p.includes('/contractStates'))).toMatch(/« contractStates » n'existe plus .*"\$contrat": "etat"/);
    expect(problems).toContain("schemas/actes/inconnu/inconnu.acte.json ligne 1 /access/all/0/in/0 : « Usager » n'est pas un rôle connu (User, Beneficiaire, Admin, BackEndUser, Consultant)");
    expect(problems).toContain("schemas/actes/inconnu/inconnu.acte.json ligne 1 /access/all/1/in/0 : « ouvert » n'est pas un état de contrat connu (eninstance, valide, resilie, suspendu)");
    expect(problems.some((p) => p.startsWith('schemas/actes/verrou/verrou.acte.json') && p.includes('obligation légale'))).toBe(true);
  });
});
