import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkActe } from '../../../scripts/checkActes';
import { checkScreens } from '../../../scripts/checkScreens';

// Each kind of author mistake is one French line naming the file, the line and the
// JSON pointer. The fixtures are written as text so their line numbers are the ones asserted.
const projectRoot = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeAll(() => {
  process.env.CHECK_CACHE = '0'; // the checks themselves, not a remembered pass
});
afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }));

const SCHEMA = `{
  "type": "object",
  "properties": {
    "context": { "$ref": "../../common/context.schema.json" },
    "codePostal": { "type": "string", "pattern": "^[0-9]{5}$" },
    "dateNaissance": { "type": "string", "format": "date" }
  },
  "required": ["codePostal"]
}
`;
const UI = `{
  "codePostal": { "ui:title": "Code postal" },
  "dateNaissance": { "ui:widget": "date" }
}
`;
const SAMPLE = `{
  "codePostal": "75001",
  "$schema": "./adresse.schema.json"
}
`;

/** A project holding the real common schemas and one acte « adresse » made of these texts. */
function project(files: { schema?: string; ui?: string; sample?: string; screens?: Record<string, string> } = {}): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-authoring-'));
  fs.cpSync(path.join(projectRoot, 'schemas/common'), path.join(root, 'schemas/common'), { recursive: true });
  const dir = path.join(root, 'schemas/actes/adresse');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'adresse.schema.json'), files.schema ?? SCHEMA);
  fs.writeFileSync(path.join(dir, 'adresse.ui.json'), files.ui ?? UI);
  fs.writeFileSync(path.join(dir, 'adresse.sample.json'), files.sample ?? SAMPLE);
  fs.mkdirSync(path.join(root, 'screens/member/actes'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'screens/screen.schema.json'), path.join(root, 'screens/screen.schema.json'));
  for (const [name, text] of Object.entries(files.screens ?? {})) fs.writeFileSync(path.join(root, 'screens/member/actes', name), text);
  return root;
}

describe('npm run check: one French line per problem, with file, line and JSON pointer', () => {
  it('passes the well-formed acte', () => {
    expect(checkActe(project(), 'adresse')).toEqual([]);
  });

  it('a UI schema key naming no field of the schema', () => {
    const ui = `{
  "codePostal": { "ui:title": "Code postal" },
  "dateNaissance": { "ui:widget": "date" },
  "codePostl": {
    "ui:title": "Code postal"
  }
}
`;
    expect(checkActe(project({ ui }), 'adresse')).toEqual([
      "schemas/actes/adresse/adresse.ui.json ligne 4 /codePostl : le champ « codePostl » n'existe pas dans le schéma : vouliez-vous dire « codePostal » ?",
    ]);
  });

  it('a ui:order entry naming no field', () => {
    const ui = `{
  "ui:order": [
    "codePostal",
    "dateNaisance",
    "*"
  ]
}
`;
    expect(checkActe(project({ ui }), 'adresse')).toEqual([
      'schemas/actes/adresse/adresse.ui.json ligne 4 /ui:order/1 : ui:order nomme « dateNaisance », absent du schéma : vouliez-vous dire « dateNaissance » ?',
    ]);
  });

  it('a ui:widget naming no registered widget', () => {
    const ui = `{
  "codePostal": { "ui:title": "Code postal" },
  "dateNaissance": {
    "ui:title": "Date de naissance",
    "ui:widget": "calendrier"
  }
}
`;
    expect(checkActe(project({ ui }), 'adresse')).toEqual([
      "schemas/actes/adresse/adresse.ui.json ligne 5 /dateNaissance/ui:widget : le widget « calendrier » n'existe pas (voir widgets/README.md)",
    ]);
  });

  it('a sample that fails its own schema: the line of the wrong value, or of the object missing a property', () => {
    const sample = `{
  "dateNaissance": "1980-01-01",
  "adresseSecondaire": {
    "codePostal": 75001
  },
  "$schema": "./adresse.schema.json"
}
`;
    const wrongValue = `{
  "dateNaissance": "1980-01-01",
  "codePostal": "750",
  "$schema": "./adresse.schema.json"
}
`;
    expect(checkActe(project({ sample }), 'adresse')).toEqual([
      'schemas/actes/adresse/adresse.sample.json ligne 1 /codePostal : * saisie obligatoire',
    ]);
    expect(checkActe(project({ sample: wrongValue }), 'adresse')).toEqual([
      'schemas/actes/adresse/adresse.sample.json ligne 3 /codePostal : doit correspondre au format "^[0-9]{5}$"',
    ]);
  });

  it('a sample names its acte schema in $schema (what the editor completes and validates it with); its data is checked without it', () => {
    expect(checkActe(project({ sample: '{\n  "codePostal": "75001"\n}\n' }), 'adresse')).toEqual([
      `schemas/actes/adresse/adresse.sample.json ligne 1 / : « "$schema": "./adresse.schema.json" » manquant : l'éditeur ne complète ni ne vérifie cet exemple sans lui`,
    ]);
    expect(checkActe(project({ sample: '{\n  "$schema": "../adresse.schema.json",\n  "codePostal": "75001"\n}\n' }), 'adresse')).toEqual([
      "schemas/actes/adresse/adresse.sample.json ligne 2 /$schema : doit être « ./adresse.schema.json » (le schéma de l'acte, à côté de l'exemple)",
    ]);
  });

  it('a JSON syntax error, on its line', () => {
    const ui = `{
  "codePostal": { "ui:title": "Code postal" },
  "dateNaissance": { "ui:widget": "date" }
  "oubli": {}
}
`;
    expect(checkActe(project({ ui }), 'adresse')).toEqual(['schemas/actes/adresse/adresse.ui.json ligne 4 : JSON invalide : virgule attendue']);
  });

  it('a $ref to a missing definition, on the line of the $ref', () => {
    const schema = SCHEMA.replace('"dateNaissance": { "type": "string", "format": "date" }', '"dateNaissance": { "$ref": "../../common/dates.schema.json#/$defs/jour" }');
    const [problem] = checkActe(project({ schema }), 'adresse');
    expect(problem).toMatch(/^schemas\/actes\/adresse\/adresse\.schema\.json ligne 6 \/properties\/dateNaissance\/\$ref : .*\$ref introuvable/);
  });

  it('a screen naming a missing acte', () => {
    const screen = `{
  "route": "actes/adresse",
  "title": "Changer d'adresse",
  "blocks": [
    {
      "type": "form",
      "acte": "adrese",
      "submit": { "endpoint": "forms/adrese/form" }
    }
  ]
}
`;
    const { problems } = checkScreens(project({ screens: { 'adresse.screen.json': screen } }), ['adresse']);
    expect(problems).toEqual([
      'screens/member/actes/adresse.screen.json ligne 7 /blocks/0/acte : acte inconnu « adrese » (aucun dossier schemas/actes/adrese)',
    ]);
  });
});
