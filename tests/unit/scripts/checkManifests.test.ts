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
    // Every acte has a manifest now (not only those posted to the generic route): the folder is named.
    expect(problems).toContain(
      "schemas/actes/sans-manifeste/sans-manifeste.acte.json : manifeste absent : chaque acte décrit son adresse, qui peut l'envoyer et son effet (npm run new-acte en écrit un)",
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

  describe('a screen that contradicts or restates its acte\'s manifest', () => {
    const member = { value: { $user: 'roles' }, in: ['User'] };
    const manifest = {
      acte: 'adresse',
      version: 1,
      libelle: 'Changement d\'adresse postale',
      theme: 'coordonnees',
      endpoints: [{ method: 'POST', path: '/api/forms/adresse/form' }],
      access: { all: [member, { value: { $contrat: 'etat' }, in: ['valide'] }] },
      modeGestion: 'adresseActeGestion',
      invalidates: ['adherent/profil'],
      effect: 'demande',
    };
    /** A project whose one screen is `screen` (the page of the acte adresse). */
    function withScreen(screen: Record<string, unknown>, manifests: Record<string, unknown> = { adresse: manifest }): string[] {
      const root = tempProject(manifests);
      fs.writeFileSync(path.join(root, 'screens/member/x.screen.json'), JSON.stringify({ route: 'x', title: 'X', ...screen }, null, 2));
      return checkManifests(root, Object.keys(manifests));
    }
    const page = (form: Record<string, unknown>, access?: unknown) => ({ ...(access ? { access } : {}), blocks: [{ type: 'contractSelector' }, { type: 'form', acte: 'adresse', ...form }] });

    it('refuses two demandes under one libelle: neither the member nor the gestion could tell them apart', () => {
      const v2 = { ...manifest, acte: 'adresse-v2', endpoints: [{ method: 'POST', path: '/api/forms/adresse-v2/form' }] };
      const problems = checkManifests(tempProject({ adresse: manifest, 'adresse-v2': v2 }), ['adresse', 'adresse-v2']);
      expect(problems).toEqual([expect.stringMatching(/^schemas\/actes\/adresse-v2\/adresse-v2\.acte\.json ligne 1 \/libelle : « Changement d'adresse postale » est déjà le nom de l'acte « adresse »/)]);
      expect(checkManifests(tempProject({ adresse: manifest, 'adresse-v2': { ...v2, libelle: 'Changement d’adresse (v2)' } }), ['adresse', 'adresse-v2'])).toEqual([]);
    });

    it('accepts the page that restates nothing', () => {
      expect(withScreen(page({}))).toEqual([]);
    });

    it('refuses, with file and line, a submit address the manifest does not list', () => {
      expect(withScreen(page({ submit: { endpoint: 'forms/rib/form' } }))).toEqual([
        "screens/member/x.screen.json ligne 12 /blocks/1/submit/endpoint : l'acte « adresse » n'est pas envoyé à cette adresse (POST /api/forms/rib/form) : son manifeste dit POST /api/forms/adresse/form",
      ]);
      expect(withScreen(page({ submit: { endpoint: 'forms/adresse/form', method: 'PUT' } }))[0]).toMatch(/n'est pas envoyé à cette adresse \(PUT \/api\/forms\/adresse\/form\)/);
    });

    it('accepts an address with a value of the screen where the manifest has a parameter', () => {
      const statut = { acte: 'statut', version: 1, endpoints: [{ method: 'POST', path: '/api/admin/demandes/:id/statut' }], access: { value: { $user: 'roles' }, in: ['Admin'] }, effect: { handler: 'statut' } };
      expect(withScreen({ blocks: [{ type: 'form', acte: 'statut', submit: { endpoint: 'admin/demandes/{param.id}/statut' } }] }, { statut })).toEqual([]);
    });

    it('refuses a page open to a role the manifest refuses', () => {
      expect(withScreen(page({}, { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] }))).toEqual([
        "screens/member/x.screen.json ligne 4 /access : la page admet le rôle Beneficiaire, que le manifeste de l'acte « adresse » refuse (schemas/actes/adresse/adresse.acte.json) : retirez « access », il vient du manifeste",
      ]);
      expect(withScreen(page({}, { value: { $user: 'roles' }, exists: false }))[0]).toMatch(/la page admet un visiteur sans compte, que le manifeste de l'acte « adresse » refuse/);
    });

    it('refuses what the manifest already says: the submit, the access, the outcome of a demande, its error toast', () => {
      const problems = withScreen(
        page(
          {
            submit: { endpoint: 'forms/adresse/form' },
            onSuccess: [
              { when: { value: { $response: 'isModeGestionManuel' }, truthy: true }, toast: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', invalidates: ['adherent/demandes'], navigate: '/accueil' },
              { toast: 'Votre demande a bien été prise en compte', invalidates: ['adherent/demandes', 'adherent/profil'], navigate: '/accueil' },
            ],
            onErrorToast: 'La demande a échoué',
          },
          member,
        ),
      );
      expect(problems.map((problem) => problem.replace(/ ligne \d+/, ''))).toEqual([
        "screens/member/x.screen.json /blocks/1/submit : l'adresse de l'acte « adresse » vient de son manifeste : retirez « submit »",
        "screens/member/x.screen.json /blocks/1/onSuccess : la suite d'une demande (les deux messages selon le mode de gestion, ce que le manifeste recharge, l'accueil) est celle de toutes les demandes : retirez « onSuccess »",
        "screens/member/x.screen.json /blocks/1/onErrorToast : « La demande a échoué » est le message d'échec de tous les actes de l'adherent : retirez « onErrorToast »".replace('adherent', 'adhérent'),
        "screens/member/x.screen.json /access : l'accès à la page de l'acte « adresse » vient de son manifeste : retirez « access »",
      ]);
    });

    it('accepts an outcome of its own where the screen really differs (an acknowledgement page)', () => {
      expect(withScreen(page({ onSuccess: [{ navigate: '/resiliation/accuse' }] }))).toEqual([]);
    });

    it('refuses a demande open to visitors without an account', () => {
      const ouvert = { ...manifest, acte: 'ouvert', endpoints: [{ method: 'POST', path: '/api/forms/ouvert/form' }], access: { value: { $user: 'roles' }, exists: false } };
      expect(withScreen(page({}), { adresse: manifest, ouvert })).toContain(
        'schemas/actes/ouvert/ouvert.acte.json ligne 1 /effect : un acte ouvert aux visiteurs sans compte ne peut pas être rangé comme demande : donnez-lui sa route ({ "handler": "…" })',
      );
    });
  });
});
