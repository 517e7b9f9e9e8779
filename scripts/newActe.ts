/**
 * npm run new-acte <nom> — scaffolds a working acte: in schemas/actes/<nom>/ its schema (with the
 * shared `context`), UI schema, sample and manifest (version 1, filed as a demande by the generic
 * route POST /api/forms/<nom>/form), and the screen screens/member/actes/<nom>.screen.json
 * (#/actes/<nom>: its title, the contract selector and the form — its access, address, outcome and
 * error toast come from the manifest, src/language/acteManifest.ts). One field, « message », so that `npm run gen && npm run check` pass at once;
 * then prints the next steps in French. Refuses a bad name or an existing acte (exit code 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sampleSchemaRef } from '../src/domain/acteSample';

export class ScaffoldError extends Error {}

/** kebab-case, as the manifest's `acte` (≤ 60 characters) and the URL segment want it. */
const ACTE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** « changement-rib » → « Changement rib »: a first title for the screen and the manifest, to reword. */
const titleOf = (name: string) => name.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** The files of a new acte, path relative to the project root → content. */
export function acteScaffold(name: string): Map<string, string> {
  const dir = `schemas/actes/${name}`;
  const title = titleOf(name);
  return new Map([
    [
      `${dir}/${name}.schema.json`,
      json({
        $schema: 'http://json-schema.org/draft-07/schema#',
        $comment: `${title} : ce que l'adhérent envoie. Remplacez le champ d'exemple « message » par les vôtres.`,
        type: 'object',
        properties: {
          context: { $ref: '../../common/context.schema.json' },
          message: {
            type: 'string',
            minLength: 1,
            maxLength: 2000,
            errorMessage: { minLength: 'Le message est obligatoire', maxLength: 'Le message ne doit pas dépasser 2000 caractères' },
          },
        },
        required: ['message'],
        errorMessage: { required: { message: 'Le message est obligatoire' } },
      }),
    ],
    [
      `${dir}/${name}.ui.json`,
      json({ $schema: '../acte.ui.schema.json', 'ui:order': ['message', '*'], message: { 'ui:title': 'Votre message', 'ui:widget': 'textarea', 'ui:options': { rows: 5 } } }),
    ],
    [`${dir}/${name}.sample.json`, json({ $schema: sampleSchemaRef(name), message: `Bonjour, voici ma demande (${title.toLowerCase()}). Merci.` })],
    [
      `${dir}/${name}.acte.json`,
      json({
        $schema: '../acte.manifest.schema.json',
        acte: name,
        version: 1,
        libelle: title,
        theme: 'contrat', // where « Mes démarches » lists it: the author picks the right theme
        endpoints: [{ method: 'POST', path: `/api/forms/${name}/form` }],
        access: {
          all: [
            { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] },
            { value: { $contrat: 'etat' }, in: ['eninstance', 'valide', 'suspendu'] },
          ],
        },
        effect: 'demande',
      }),
    ],
    [
      `screens/member/actes/${name}.screen.json`,
      json({
        $schema: '../../screen.schema.json',
        route: `actes/${name}`,
        title,
        back: true,
        // Who may open it, where it is sent, what follows and the error toast come from the manifest.
        blocks: [{ type: 'contractSelector', label: 'Contrat concerné' }, { type: 'form', acte: name }],
      }),
    ],
  ]);
}

/** Writes the scaffold under `root`; throws a ScaffoldError (French) for a bad name or an existing acte. */
export function scaffoldActe(root: string, name: string | undefined): string[] {
  if (!name) throw new ScaffoldError('Donnez le nom du nouvel acte : npm run new-acte <nom> (ex. npm run new-acte changement-rib).');
  if (!ACTE_NAME.test(name) || name.length > 60) {
    throw new ScaffoldError(
      `« ${name} » n'est pas un nom d'acte valide : lettres minuscules sans accent, chiffres et tirets, 60 caractères au plus (ex. changement-rib).`,
    );
  }
  const files = acteScaffold(name);
  const taken = [`schemas/actes/${name}`, ...files.keys()].filter((relative) => fs.existsSync(path.join(root, relative)));
  if (taken.length) throw new ScaffoldError(`L'acte « ${name} » existe déjà (${taken[0]}) : choisissez un autre nom.`);
  for (const [relative, content] of files) {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), content, { flag: 'wx' });
  }
  return [...files.keys()];
}

export function nextSteps(name: string, files: string[]): string {
  return `Acte « ${name} » créé :
${files.map((file) => `  ${file}`).join('\n')}

Étapes suivantes :
  1. Décrivez les données dans schemas/actes/${name}/${name}.schema.json (remplacez le champ d'exemple
     « message » ; messages d'erreur en français avec errorMessage), leurs libellés et widgets dans
     ${name}.ui.json, un exemple réaliste dans ${name}.sample.json ; relisez le titre de l'écran
     (screens/member/actes/${name}.screen.json) et le manifeste (${name}.acte.json) : son libellé,
     qui peut envoyer l'acte (access), son mode de gestion, ce qu'il recharge (invalidates). L'écran
     en tire son accès, son adresse, la suite de la demande et le message d'échec : ne les répétez pas.
  2. npm run gen      — régénère les validateurs et les types (src/generated/).
  3. npm run check    — chaque problème avec son fichier, sa ligne et son pointeur JSON.
  4. npm run dev, puis ouvrez http://localhost:5173/#/dev/actes/${name} : l'aperçu rempli avec
     l'exemple et ses erreurs ; l'écran de l'adhérent est #/actes/${name} (adherent@demo.fr).
  5. Test serveur, sans rien écrire : l'exemple privé de chaque champ obligatoire (required) est
     refusé avec le message de votre schéma sous le champ, tiré des fichiers de l'acte :
     npx vitest run --project server tests/server/routes/api/acte.requiredFromFiles.test.ts
     (une règle de plus à éprouver, un format par exemple : une ligne dans BAD_CASES de
     tests/server/routes/api/acte.memberActes.test.ts) ;
     puis l'instantané du formulaire : npx vitest run --project dom tests/schemas/actes.snapshot.test.tsx
  6. Ajoutez une ligne « - \`${name}\` — … » à la liste des actes de l'adhérent du README (« Ajouter un acte »).
`;
}

// Run as `npm run new-acte <nom>`; the test imports scaffoldActe.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const name = process.argv[2];
  try {
    const files = scaffoldActe(path.resolve(import.meta.dirname, '..'), name);
    console.log(nextSteps(name, files));
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`new-acte : ${error.message}`);
    process.exit(1);
  }
}
