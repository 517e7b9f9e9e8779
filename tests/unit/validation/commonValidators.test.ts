// The validator of a shared common definition (schemas/common, SHARED_DEFINITIONS: the `context`
// every acte has) is compiled once, in src/generated/validators/common/<name>.js; each acte's
// module imports it instead of carrying its code.
import fs from 'node:fs';
import path from 'node:path';

import { commonDefinitions, listActes, SHARED_DEFINITIONS } from '../../../scripts/build/generate';
import { validateActe } from '../../../src/language/validation/validateActe';
import { root, sampleOf } from './helpers';

const dir = path.join(root, 'src/generated/validators');
const actes = listActes(root);
// A piece of the code Ajv compiles for the context (an error's schemaPath): only its module holds it.
const CONTEXT_CODE = "'#/$defs/context/properties/config/properties/createAccountAuthMode/type'";

describe('common validators', () => {
  it('the context is shared, and has its own module', () => {
    expect([...commonDefinitions(root).keys()]).toEqual([...SHARED_DEFINITIONS]);
    expect(fs.readFileSync(path.join(dir, 'common/context.js'), 'utf8')).toContain(CONTEXT_CODE);
  });

  it.each(actes)('%s: imports the context validator instead of carrying its code', (acte) => {
    const code = fs.readFileSync(path.join(dir, `${acte}.js`), 'utf8');
    expect(code).toMatch(/^import \{ validate as common_context \} from '\.\/common\/context';$/m);
    expect(code).not.toContain(CONTEXT_CODE);
  });

  it('reports an invalid context where the copy did: same path, same French message', () => {
    const sample = sampleOf('login');
    const context = { ...(sample.context as Record<string, unknown>), config: { createAccountAuthMode: 'autre' }, roles: [42] };
    expect(validateActe('login', { ...sample, context })).toEqual({
      valid: false,
      errors: [
        { path: '/context/config/createAccountAuthMode', message: 'doit être égal à une des valeurs prédéfinies' },
        { path: '/context/roles/0', message: 'doit être de type string' },
        { path: '/context/roles/0', message: 'doit être égal à une des valeurs prédéfinies' },
      ],
    });
  });
});
