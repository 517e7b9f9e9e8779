import { describe, expect, it } from 'vitest';
import { migrateManifest, migrateScreen, migrateValues } from '../../../scripts/migrateFileLanguage';

describe('the file language migration', () => {
  it('turns screen guards into an access condition, in the order the guards were tried, keeping the layout', () => {
    const before = [
      '{',
      '  "route": "register",',
      '  "guards": {',
      '    "anonymousOnly": true,',
      '    "blockOnExternalProvider": true,',
      '    "access": { "key": "creationCompteAutreActe" }',
      '  },',
      '  "blocks": [',
      '    { "type": "help", "feature": "faqInbentaService" },',
      '    { "type": "text", "text": "Envoyé à {$data.email} ({$read.amf.email})", "when": { "feature": "a,b" } }',
      '  ]',
      '}',
    ].join('\n');
    const after = migrateScreen(before);
    expect(after).toBe(
      [
        '{',
        '  "route": "register",',
        '  "access": { "all": [{ "value": { "$user": "roles" }, "exists": false }, { "value": { "$client": "oidcExternalProvider" }, "truthy": false }, { "feature": "creationCompteAutreActe" }] },',
        '  "blocks": [',
        '    { "type": "help", "when": { "feature": "faqInbentaService" } },',
        '    { "type": "text", "text": "Envoyé à {form.email} ({read.amf.email})", "when": { "any": [{ "feature": "a" }, { "feature": "b" }] } }',
        '  ]',
        '}',
      ].join('\n'),
    );
    expect(migrateScreen(after)).toBe(after);
  });

  it('turns a manifest’s roles, contract states and features into one access condition where roles was', () => {
    const before = [
      '{',
      '  "acte": "x",',
      '  "roles": ["User", "Beneficiaire"],',
      '  "contractStates": [',
      '    "valide"',
      '  ],',
      '  "features": ["xActe"],',
      '  "effect": "demande"',
      '}',
    ].join('\n');
    const after = migrateManifest(before);
    expect(after).toBe(
      [
        '{',
        '  "acte": "x",',
        '  "access": { "all": [{ "value": { "$user": "roles" }, "in": ["User", "Beneficiaire"] }, { "value": { "$contrat": "etat" }, "in": ["valide"] }, { "feature": "xActe" }] },',
        '  "effect": "demande"',
        '}',
      ].join('\n'),
    );
    expect(JSON.parse(after)).toBeTruthy();
    expect(migrateManifest(after)).toBe(after);
    // The last key removed takes the comma before it.
    expect(JSON.parse(migrateManifest('{\n  "acte": "y",\n  "roles": ["User"],\n  "features": ["a"]\n}'))).toEqual({ acte: 'y', access: { all: [{ value: { $user: 'roles' }, in: ['User'] }, { feature: 'a' }] } });
  });

  it('renames $data value references and leaves Ajv’s JSON Pointers of schemas alone', () => {
    expect(migrateValues('{ "value": { "$data": "motif" }, "eq": "AUTRE" }')).toBe('{ "value": { "$form": "motif" }, "eq": "AUTRE" }');
    expect(migrateValues('"{$response.currentUserName} et {prenom}"')).toBe('"{response.currentUserName} et {prenom}"');
  });
});

describe('the migrations files', () => {
  it('turn JSON Pointers into dotted paths, escapes read, numbers left alone', async () => {
    const { migrateMigrations } = await import('../../../scripts/migrateFileLanguage');
    const before = '{ "steps": [{ "from": 1, "to": 2, "ops": [{ "op": "rename", "from": "/etablissement/nom", "to": "/a~1b" }, { "op": "drop", "path": "/liste/0" }] }] }';
    const after = migrateMigrations(before);
    expect(JSON.parse(after)).toEqual({ steps: [{ from: 1, to: 2, ops: [{ op: 'rename', from: 'etablissement.nom', to: 'a/b' }, { op: 'drop', path: 'liste.0' }] }] });
    expect(migrateMigrations(after)).toBe(after);
  });
});
