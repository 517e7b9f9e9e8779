import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acteChangeOf } from '../../../../scripts/vite/acteHotReload';

const root = path.resolve('/projet');
const at = (relative: string) => path.join(root, relative);

/** Which saved file updates which acte preview under `npm run dev`. */
describe('acteChangeOf', () => {
  it("names the acte of its own files, and what to do: regenerate a schema, read the others again", () => {
    expect(acteChangeOf(root, at('schemas/actes/adresse/adresse.schema.json'))).toEqual({ acte: 'adresse', kind: 'schema' });
    expect(acteChangeOf(root, at('schemas/actes/adresse/adresse.ui.json'))).toEqual({ acte: 'adresse', kind: 'ui' });
    expect(acteChangeOf(root, at('schemas/actes/adresse/adresse.sample.json'))).toEqual({ acte: 'adresse', kind: 'sample' });
    expect(acteChangeOf(root, at('schemas/actes/adresse/adresse.acte.json'))).toEqual({ acte: 'adresse', kind: 'manifest' });
  });

  it('a shared schema may touch every acte; the generated files of one acte are that acte', () => {
    expect(acteChangeOf(root, at('schemas/common/inscription.schema.json'))).toEqual({ acte: '*', kind: 'schema' });
    expect(acteChangeOf(root, at('src/generated/validators/pec-hospi.js'))).toEqual({ acte: 'pec-hospi', kind: 'generated' });
    expect(acteChangeOf(root, at('src/generated/schemas/pec-hospi.schema.json'))).toEqual({ acte: 'pec-hospi', kind: 'generated' });
    expect(acteChangeOf(root, at('src/generated/actes/pec-hospi.ts'))).toEqual({ acte: 'pec-hospi', kind: 'generated' });
  });

  it('a common validator (compiled once, imported by the actes) may touch every acte', () => {
    expect(acteChangeOf(root, at('src/generated/validators/common/context.js'))).toEqual({ acte: '*', kind: 'generated' });
  });

  it("leaves everything else to Vite's own update (the registries: a new acte reloads the page)", () => {
    expect(acteChangeOf(root, at('src/generated/validators/lazy.ts'))).toBeNull();
    expect(acteChangeOf(root, at('src/generated/validators/index.ts'))).toBeNull();
    expect(acteChangeOf(root, at('src/engine/BlockView.tsx'))).toBeNull();
    expect(acteChangeOf(root, at('schemas/actes/adresse/autre.json'))).toBeNull();
    expect(acteChangeOf(root, at('screens/public/login.screen.json'))).toBeNull();
  });
});
