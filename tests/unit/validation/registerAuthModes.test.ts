// Account-creation auth modes: which of numeroContrat / nir are required.
import { validateActe } from '../../../src/language/validation/validateActe';
import { REQUIRED_MESSAGE } from '../../../src/language/validation/localize';
import { sampleOf } from './helpers';

type Mode = 'individual' | 'nir' | 'all' | 'oneOfTwo';
const NUMERO = 'A123456789';
const NIR = '1850775123456';

function registerWith(mode: Mode, numeroContrat?: string, nir?: string) {
  const data = structuredClone(sampleOf('register'));
  (data.context as { config: Record<string, unknown> }).config.createAccountAuthMode = mode;
  delete data.numeroContrat;
  delete data.nir;
  if (numeroContrat !== undefined) data.numeroContrat = numeroContrat;
  if (nir !== undefined) data.nir = nir;
  return data;
}

/** Fields reported missing among numeroContrat and nir. */
function missing(mode: Mode, numeroContrat?: string, nir?: string): string[] {
  const { errors } = validateActe('register', registerWith(mode, numeroContrat, nir));
  return errors
    .filter((error) => error.message === REQUIRED_MESSAGE)
    .map((error) => error.path.slice(1))
    .sort();
}

describe('register: auth modes truth table', () => {
  // mode, numeroContrat given, nir given → missing fields
  const table: [Mode, boolean, boolean, string[]][] = [
    ['individual', false, false, ['numeroContrat']],
    ['individual', true, false, []],
    ['individual', false, true, ['numeroContrat']],
    ['individual', true, true, []],
    ['nir', false, false, ['nir']],
    ['nir', true, false, ['nir']],
    ['nir', false, true, []],
    ['nir', true, true, []],
    ['all', false, false, ['nir', 'numeroContrat']],
    ['all', true, false, ['nir']],
    ['all', false, true, ['numeroContrat']],
    ['all', true, true, []],
    ['oneOfTwo', false, false, ['nir', 'numeroContrat']],
    ['oneOfTwo', true, false, []],
    ['oneOfTwo', false, true, []],
    ['oneOfTwo', true, true, []],
  ];

  it.each(table)('%s, numeroContrat %s, nir %s → missing %j', (mode, withNumero, withNir, expected) => {
    expect(missing(mode, withNumero ? NUMERO : undefined, withNir ? NIR : undefined)).toEqual(expected);
  });

  it('oneOfTwo: an empty string counts as empty', () => {
    expect(missing('oneOfTwo', '', NIR)).toEqual([]);
    expect(missing('oneOfTwo', NUMERO, '').length).toBe(0);
    expect(validateActe('register', registerWith('oneOfTwo', NUMERO, '')).errors.map((e) => e.path)).toEqual(['/nir']);
  });

  it('a given NIR is still checked, whatever the mode', () => {
    for (const mode of ['nir', 'all', 'oneOfTwo'] as const) {
      expect(validateActe('register', registerWith(mode, NUMERO, '1850775')).errors, mode).toEqual([
        { path: '/nir', message: 'Le format du numéro de sécurité sociale (sans clé) est incorrect' },
      ]);
    }
  });

  it('forgot-username (both steps: pre-forgot-username and forgot-username) follows the same modes', () => {
    for (const acte of ['forgot-username']) {
      const data = structuredClone(sampleOf(acte));
      (data.context as { config: Record<string, unknown> }).config.createAccountAuthMode = 'nir';
      delete data.nir;
      expect(validateActe(acte, data).errors, acte).toEqual([{ path: '/nir', message: REQUIRED_MESSAGE }]);
    }
  });
});
