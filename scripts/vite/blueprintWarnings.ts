import type { Plugin } from 'vite';

const ERRORS_MODULE = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]common[\\/]errors\.js$/;
const EXPORTED_MESSAGE = /^export const (\w+) = [\s\S]*?;$/gm;

/**
 * Blueprint's warnings to developers (55 English console sentences, ~1 KB gzip) sit in the first
 * chunk every visitor loads, since the shell and the lazy screens share the module. In the build each
 * becomes its own name (« [Blueprint] SPINNER_WARN_CLASSES_SIZE »): a warning still says which
 * it is, and the landing page keeps its budget. The development server keeps the full sentences.
 */
export function blueprintWarningNames(): Plugin {
  return {
    name: 'ea-blueprint-warning-names',
    apply: 'build',
    transform(code, id) {
      if (!ERRORS_MODULE.test(id)) return null;
      const exported = code.match(/^export const \w+ =/gm)?.length ?? 0;
      let replaced = 0;
      const shortened = code.replace(EXPORTED_MESSAGE, (_statement, name: string) => {
        replaced += 1;
        return `export const ${name} = ns + " ${name}";`;
      });
      // A new layout of the file in a Blueprint update must fail the build, not ship a broken module.
      if (replaced !== exported) throw new Error(`${id} : ${exported} messages exportés, ${replaced} remplacés — revoir scripts/vite/blueprintWarnings.ts`);
      return { code: shortened, map: null };
    },
  };
}
