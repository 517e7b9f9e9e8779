import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContextualUi, checkScreens } from '../../../scripts/checkScreens';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function tempProject(screens: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-screens-'));
  fs.mkdirSync(path.join(root, 'screens/public'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'screens/screen.schema.json'), path.join(root, 'screens/screen.schema.json'));
  for (const [name, screen] of Object.entries(screens)) {
    fs.writeFileSync(path.join(root, 'screens/public', name), typeof screen === 'string' ? screen : JSON.stringify(screen));
  }
  return root;
}

describe('npm run check: screen files', () => {
  it('accepts the project screens', () => {
    const actes = fs.readdirSync(path.join(projectRoot, 'schemas/actes'));
    const result = checkScreens(projectRoot, actes);
    expect(result.problems).toEqual([]);
    expect(result.count).toBeGreaterThan(5);
  });

  it('reports bad JSON, unknown block types, duplicate routes and unknown actes', () => {
    const root = tempProject({
      'a.screen.json': { route: 'x', title: 'X', blocks: [{ type: 'form', acte: 'nexiste-pas', submit: { endpoint: 'a' } }] },
      'b.screen.json': { route: 'x', title: 'Y', blocks: [] },
      'c.screen.json': { route: 'y', title: 'Z', blocks: [{ type: 'video' }] },
      'd.screen.json': '{ oops',
    });
    const { problems } = checkScreens(root, ['forgot-password']);
    expect(problems.some((p) => p.includes('a.screen.json') && p.includes('acte inconnu « nexiste-pas »'))).toBe(true);
    expect(problems.some((p) => p.includes('b.screen.json') && p.includes('la route « x » est déjà déclarée'))).toBe(true);
    expect(problems).toContain('screens/public/c.screen.json ligne 1 /blocks/0/type : type de bloc inconnu « video »');
    expect(problems.some((p) => p.includes('d.screen.json') && p.includes('JSON invalide'))).toBe(true);
  });

  it('a read-only form may name its acte by a value of the scope; a form to send takes its endpoint from its manifest', () => {
    const root = tempProject({
      'a.screen.json': { route: 'a/:id', title: 'A', blocks: [{ type: 'form', acte: '{read.demande.acte}', readOnly: true, initial: { $read: 'demande.donnees' } }] },
      'b.screen.json': { route: 'b', title: 'B', blocks: [{ type: 'form', acte: 'forgot-password' }] },
    });
    const { problems } = checkScreens(root, ['forgot-password']);
    expect(problems.filter((p) => p.includes('a.screen.json'))).toEqual([]);
    // No `submit`: the address is its manifest's (checkManifests refuses one the manifest does not list).
    expect(problems.filter((p) => p.includes('b.screen.json'))).toEqual([]);
  });

  it('names the file and the JSON path in French, only for the branch the block type names', () => {
    const root = tempProject({
      'accueil.screen.json': {
        route: 'accueil',
        title: 'Accueil',
        blocks: [{ type: 'text', text: 'a' }, { type: 'link', label: 'b', to: '/x' }, { type: 'tabel' }, { type: 'text', txt: 'c' }],
      },
    });
    const { problems } = checkScreens(root, []);
    expect(problems).toEqual([
      'screens/public/accueil.screen.json ligne 1 /blocks/2/type : type de bloc inconnu « tabel »',
      'screens/public/accueil.screen.json ligne 1 /blocks/3 : requiert la propriété text',
      'screens/public/accueil.screen.json ligne 1 /blocks/3/txt : propriété inconnue « txt »',
    ]);
  });

  it("a table's phone cards name only its own columns, at any depth (a dialog's table too)", () => {
    const table = (cards: unknown) => ({
      type: 'table',
      label: 'Lignes',
      source: { resource: 'adherent/demandes' },
      columns: [
        { key: 'date', label: 'Date' },
        { key: 'libelle', label: 'Demande' },
      ],
      cards,
    });
    const root = tempProject({
      'ok.screen.json': { route: 'ok', title: 'Ok', blocks: [table({ below: 768, title: 'libelle', fields: ['date'] })] },
      'ko.screen.json': {
        route: 'ko',
        title: 'Ko',
        blocks: [{ type: 'dialog', label: 'Voir', title: 'Voir', blocks: [table({ below: 768, title: 'statut', fields: ['date', 'libelle', 'montant'] })] }],
      },
      'bas.screen.json': { route: 'bas', title: 'Bas', blocks: [table({ below: 100, title: 'libelle' })] },
    });
    const { problems } = checkScreens(root, []);
    expect(problems.filter((p) => p.includes('ok.screen.json'))).toEqual([]);
    expect(problems.filter((p) => p.includes('ko.screen.json'))).toEqual([
      "screens/public/ko.screen.json ligne 1 /blocks/0/blocks/0/cards/title : aucune colonne de ce tableau n'a la clé « statut » (colonnes : date, libelle)",
      "screens/public/ko.screen.json ligne 1 /blocks/0/blocks/0/cards/fields/2 : aucune colonne de ce tableau n'a la clé « montant » (colonnes : date, libelle)",
    ]);
    expect(problems.some((p) => p.includes('bas.screen.json') && p.includes('/blocks/0/cards/below'))).toBe(true);
  });

  it('checks the conditions of ui:contextual rules in acte UI schemas (the old path map is refused)', () => {
    const root = tempProject({});
    fs.mkdirSync(path.join(root, 'schemas/actes/x'), { recursive: true });
    const ui = {
      nir: {
        'ui:contextual': [
          { when: { value: { $config: 'createAccountAuthMode' }, eq: 'all' }, ui: {} },
          { when: { 'config.createAccountAuthMode': 'all' }, ui: {} },
        ],
      },
    };
    fs.writeFileSync(path.join(root, 'schemas/actes/x/x.ui.json'), JSON.stringify(ui));
    const problems = checkContextualUi(root, ['x']);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('schemas/actes/x/x.ui.json ligne 1 /nir/ui:contextual/1/when'))).toBe(true);
    expect(checkContextualUi(projectRoot, fs.readdirSync(path.join(projectRoot, 'schemas/actes')))).toEqual([]);
  });

  it('refuses the old syntaxes of the file language in French, naming the new one', () => {
    const root = tempProject({
      'ancien.screen.json': {
        route: 'ancien',
        title: 'Ancien',
        guards: { roles: ['User'] },
        blocks: [
          { type: 'text', text: 'Bonjour {$read.amf.email}' },
          { type: 'help', feature: 'faqInbentaService' },
          { type: 'button', label: 'Envoyer', action: 'logout', when: { all: [{ feature: 'a,b' }, { value: { $data: 'x' }, eq: 1 }] } },
        ],
      },
    });
    const { problems } = checkScreens(root, []);
    const at = (pointer: string) => problems.find((p) => p.startsWith(`screens/public/ancien.screen.json ligne 1 ${pointer} : `)) ?? '';
    expect(at('/guards')).toMatch(/« guards » n'existe plus : l'accès à l'écran est une condition, « access »/);
    expect(at('/blocks/0/text')).toMatch(/« \{\$read.amf.email\} » est l'ancienne écriture : dans un texte, écrivez « \{read.amf.email\} »/);
    expect(at('/blocks/1/feature')).toMatch(/le bloc « help » n'a plus de « feature » : écrivez "when": \{ "feature": "faqInbentaService" \}/);
    expect(at('/blocks/2/when/all/0/feature')).toMatch(/liste de fonctionnalités séparées par des virgules n'existe plus : écrivez \{ "any"/);
    expect(at('/blocks/2/when/all/1/value')).toMatch(/\{ "\$data": "x" \} n'existe plus : les données du formulaire s'écrivent \{ "\$form": "x" \}/);
    expect(problems.every((p) => p.includes('scripts/migrateFileLanguage.ts'))).toBe(true);
  });

  it('refuses a screen that writes the demande statuses or their labels itself: the format statut-demande names them', () => {
    const statuts = { envoyee: 'Envoyée', traitee: 'Traitée' };
    const root = tempProject({
      'statuts.screen.json': {
        route: 'statuts',
        title: 'Statuts',
        blocks: [
          {
            type: 'table',
            source: { resource: 'adherent/demandes', items: 'items' },
            filters: { properties: { statut: { type: 'string', title: 'Statut', enum: Object.keys(statuts), enumNames: Object.values(statuts) } } },
            columns: [{ key: 'statut', label: 'Statut', format: 'badge', labels: statuts }],
          },
          { type: 'table', source: { resource: 'adherent/demandes', items: 'items' }, columns: [{ key: 'lue', label: 'Lue', format: 'badge', labels: { true: 'Lue', false: 'Non lue' } }] },
        ],
      },
    });
    const { problems } = checkScreens(root, []);
    expect(problems).toEqual([
      `screens/public/statuts.screen.json ligne 1 /blocks/0/filters/properties/statut/enum : les statuts de demande ne s'énumèrent pas dans un écran : écrivez "format": "statut-demande" (les statuts et leurs libellés de tous les lecteurs d'une demande)`,
      `screens/public/statuts.screen.json ligne 1 /blocks/0/columns/0/labels : les libellés des statuts de demande ne s'écrivent pas dans un écran : écrivez "format": "statut-demande" (les libellés de tous les lecteurs d'une demande)`,
    ]);
  });
});
