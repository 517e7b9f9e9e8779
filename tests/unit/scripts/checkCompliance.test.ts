import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkResiliationLinks, checkSteps } from '../../../scripts/checkCompliance';

// npm run check keeps the résiliation link on every contract screen and the ui:steps honest.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;
function project(files: Record<string, unknown>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-compliance-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), JSON.stringify(content));
  }
  return root;
}
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

const link = { type: 'link', label: 'Résilier votre contrat', to: '/actes/resiliation' };

describe('checkResiliationLinks', () => {
  it('passes on the project’s screens', () => {
    expect(checkResiliationLinks(projectRoot)).toEqual([]);
  });

  it('wants the link on every contrats screen, and not behind a condition', () => {
    const dir = project({
      'screens/member/contrats.screen.json': { route: 'contrats', blocks: [{ type: 'text', text: 'x' }] },
      'screens/member/contrat.screen.json': { route: 'contrats/:numero', blocks: [{ type: 'section', when: { feature: 'x' }, blocks: [link] }] },
      'screens/member/ok.screen.json': { route: 'contrats/:numero/garanties', blocks: [{ type: 'section', blocks: [link] }] },
      'screens/member/autre.screen.json': { route: 'courriers', blocks: [] },
      // The holder's own condition is the one a link may carry (a beneficiary cannot terminate); any other is refused.
      'screens/member/titulaire.screen.json': { route: 'contrats/:numero/titulaire', blocks: [{ ...link, when: { value: { $user: 'isUser' }, truthy: true } }] },
      'screens/member/zz.screen.json': { route: 'contrats/:numero/zz', blocks: [{ ...link, when: { value: { $user: 'isBeneficiaire' }, truthy: false } }] },
    });
    const problems = checkResiliationLinks(dir);
    expect(problems).toHaveLength(3);
    expect(problems[2]).toMatch(/^screens\/member\/zz\.screen\.json/);
    expect(problems[0]).toMatch(/^screens\/member\/contrat\.screen\.json ligne 1 \/blocks : un écran de contrat doit porter le lien « Résilier votre contrat »/);
    expect(problems[1]).toMatch(/^screens\/member\/contrats\.screen\.json/);
  });
});

describe('checkSteps', () => {
  it('passes on the project’s actes', () => {
    expect(checkSteps(projectRoot, ['resiliation', 'communication-mail'])).toEqual([]);
  });

  it('names unknown or repeated fields and a recap that is not last', () => {
    const dir = project({
      'schemas/actes/x/x.schema.json': { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
      'schemas/actes/x/x.ui.json': {
        'ui:steps': [
          { title: 'Un', fields: ['a', 'zz'] },
          { title: 'Fin', recap: true },
          { title: 'Deux', fields: ['a'] },
        ],
      },
    });
    expect(checkSteps(dir, ['x'])).toEqual([
      'schemas/actes/x/x.ui.json ligne 1 /ui:steps/0/fields/1 : le champ « zz » n\'existe pas dans le schéma',
      "schemas/actes/x/x.ui.json ligne 1 /ui:steps/1 : l'étape récapitulative doit être la dernière",
      "schemas/actes/x/x.ui.json ligne 1 /ui:steps/2/fields/0 : « a » est déjà dans l'étape 0",
    ]);
  });
});
