import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkActe } from '../../../scripts/checkActes';
import { closestName, didYouMean, editDistance } from '../../../scripts/checkDidYouMean';
import { checkDuplicateKeys } from '../../../scripts/checkJsonKeys';
import { checkUiVocabulary } from '../../../scripts/checkUiKeys';
import { KNOWN_WIDGET_NAMES } from '../../../widgets/widgetNames';

// The check messages an author reads after a typo: French, on the line of the typo, with the
// nearest known name. Fixtures are text so that the asserted lines are theirs.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeAll(() => {
  process.env.CHECK_CACHE = '0';
});
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

const SCHEMA = `{
  "type": "object",
  "properties": {
    "montant": { "type": "number", "minimum": 0 },
    "dateSoins": { "type": "string", "format": "date" }
  },
  "required": ["montant"]
}
`;
const UI = `{
  "montant": { "ui:title": "Montant" },
  "dateSoins": { "ui:widget": "date" }
}
`;
const SAMPLE = `{
  "montant": 12,
  "$schema": "./optique.schema.json"
}
`;

function project(files: { schema?: string; ui?: string; sample?: string } = {}): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-typos-'));
  fs.cpSync(path.join(projectRoot, 'schemas/common'), path.join(root, 'schemas/common'), { recursive: true });
  fs.mkdirSync(path.join(root, 'schemas/actes'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'schemas/actes/acte.ui.schema.json'), path.join(root, 'schemas/actes/acte.ui.schema.json'));
  const dir = path.join(root, 'schemas/actes/optique');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'optique.schema.json'), files.schema ?? SCHEMA);
  fs.writeFileSync(path.join(dir, 'optique.ui.json'), files.ui ?? UI);
  fs.writeFileSync(path.join(dir, 'optique.sample.json'), files.sample ?? SAMPLE);
  return root;
}

describe('the nearest name', () => {
  it('counts insertions, deletions, replacements and a swap of neighbours as one edit each', () => {
    expect(editDistance('maximun', 'maximum')).toBe(1);
    expect(editDistance('maxmium', 'maximum')).toBe(1);
    expect(editDistance('mnimum', 'minimum')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('suggests only a close name, never the same one', () => {
    expect(closestName('maximun', ['minimum', 'maximum'])).toBe('maximum');
    expect(closestName('calendrier', KNOWN_WIDGET_NAMES)).toBeUndefined();
    expect(didYouMean('uplod', KNOWN_WIDGET_NAMES)).toBe(' : vouliez-vous dire « upload » ?');
    expect(didYouMean('upload', ['upload'])).toBe('');
  });
});

describe('npm run check: typos said in French, on their line, with a suggestion', () => {
  it('passes the well-formed acte', () => {
    const dir = project();
    expect(checkActe(dir, 'optique')).toEqual([]);
    expect(checkUiVocabulary(dir, ['optique'])).toEqual([]);
    expect(checkDuplicateKeys(dir)).toEqual([]);
  });

  it('a misspelt JSON Schema keyword, at its own line', () => {
    const schema = SCHEMA.replace('"minimum": 0 }', '"minimum": 0,\n      "maximun": 2000 }');
    expect(checkActe(project({ schema }), 'optique')).toEqual([
      'schemas/actes/optique/optique.schema.json ligne 5 /properties/montant/maximun : mot-clé inconnu « maximun » : vouliez-vous dire « maximum » ?',
    ]);
  });

  it('a misspelt format, at its own line', () => {
    const schema = SCHEMA.replace('"format": "date"', '"format": "dat"');
    expect(checkActe(project({ schema }), 'optique')).toEqual([
      'schemas/actes/optique/optique.schema.json ligne 5 /properties/dateSoins/format : format inconnu « dat » : vouliez-vous dire « date » ?',
    ]);
  });

  it('a misspelt widget', () => {
    const ui = UI.replace('"ui:widget": "date"', '"ui:widget": "dat"');
    expect(checkActe(project({ ui }), 'optique')).toEqual([
      "schemas/actes/optique/optique.ui.json ligne 3 /dateSoins/ui:widget : le widget « dat » n'existe pas (voir widgets/README.md) : vouliez-vous dire « date » ?",
    ]);
  });

  it('a misspelt field name', () => {
    const ui = UI.replace('"montant"', '"montnat"');
    expect(checkActe(project({ ui }), 'optique')).toEqual([
      "schemas/actes/optique/optique.ui.json ligne 2 /montnat : le champ « montnat » n'existe pas dans le schéma : vouliez-vous dire « montant » ?",
    ]);
  });

  it('a misspelt ui: key, and an option the widget does not have', () => {
    const ui = `{
  "montant": { "ui:titel": "Montant" },
  "dateSoins": {
    "ui:widget": "date",
    "ui:options": { "maxDat": "today" }
  }
}
`;
    expect(checkUiVocabulary(project({ ui }), ['optique'])).toEqual([
      'schemas/actes/optique/optique.ui.json ligne 2 /montant/ui:titel : clé « ui:titel » inconnue des UI schemas : vouliez-vous dire « ui:title » ?',
      'schemas/actes/optique/optique.ui.json ligne 5 /dateSoins/ui:options/maxDat : option « maxDat » inconnue de ce widget : vouliez-vous dire « maxDate » ?',
    ]);
  });

  it('a key written twice in one object, at the line of the second', () => {
    const ui = `{
  "montant": {
    "ui:title": "Montant",
    "ui:title": "Montant du devis"
  },
  "dateSoins": { "ui:widget": "date" }
}
`;
    expect(checkDuplicateKeys(project({ ui }))).toEqual([
      "schemas/actes/optique/optique.ui.json ligne 4 /montant/ui:title : clé « ui:title » en double dans le même objet (JSON n'en garderait que la dernière)",
    ]);
  });
});

describe('the published UI schema vocabulary', () => {
  it('lists exactly the widgets the forms register', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(projectRoot, 'schemas/actes/acte.ui.schema.json'), 'utf8'));
    expect(new Set(schema.definitions.node.properties['ui:widget'].enum)).toEqual(KNOWN_WIDGET_NAMES);
  });
});

describe('date-effet rules of a manifest', () => {
  it('a rule for a field the acte lacks, and a plage with an impossible day X', async () => {
    const { checkDateEffetRules } = await import('../../../scripts/checkDateEffet');
    const dir = project();
    fs.writeFileSync(
      path.join(dir, 'schemas/actes/optique/optique.acte.json'),
      `{
  "acte": "optique",
  "dateEffet": {
    "dateSoin": { "plages": [{ "libelle": "Soins", "contraintes": [] }] },
    "dateSoins": {
      "plages": [
        { "libelle": "Le 32 du mois", "contraintes": [{ "detail": { "dateReference": "XMOIS", "dateRelative": 32, "borne": ">=" } }] }
      ]
    }
  }
}
`,
    );
    expect(checkDateEffetRules(dir, ['optique'])).toEqual([
      "schemas/actes/optique/optique.acte.json ligne 4 /dateEffet/dateSoin : le champ « dateSoin » n'existe pas dans le schéma de l'acte : vouliez-vous dire « dateSoins » ?",
      'schemas/actes/optique/optique.acte.json ligne 7 /dateEffet/dateSoins/plages/0 : la plage « Le 32 du mois » ne peut pas être calculée (jour X, JJ/MM ou date FIXE impossible)',
    ]);
  });
});
