/**
 * npm run check (then tsc) — fails with the list of problems when:
 * - an acte folder lacks its .schema.json, .ui.json or .sample.json;
 * - a schema (acte or common) is not valid JSON or not a valid JSON Schema for the portal's Ajv
 *   configuration (unknown keyword or format, bad $data…), or a $ref does not resolve;
 * - a .sample.json does not validate against its schema;
 * - a UI schema names a property the schema does not have (ui:order included) or a widget no form
 *   registers (checkActes.ts, checkWidgets.ts);
 * - a file of src/generated is stale (regenerated in memory and compared) or left over (checkGenerated.ts);
 * - a screen file does not match screens/screen.schema.json, repeats a route, or names an unknown acte;
 * - screens/screen.schema.json or src/generated/screenTypes.ts is stale (assembled from src/engine/blocks/),
 *   or a block folder lacks its index.ts or README.md;
 * - an acte manifest (<acte>.acte.json) does not match schemas/actes/acte.manifest.schema.json (checkManifests.ts);
 * - a manifest names an unknown `application`, or a seed or migration sets « automatique » for an
 *   acte a person must process (checkApplications.ts);
 * - an acte's migrations (<acte>.migrations.json) do not match their schema or do not reach its version (checkMigrations.ts);
 * - a contract screen (route contrats…) lacks the « Résilier votre contrat » link, or an acte's
 *   ui:steps names a field its schema lacks (checkCompliance.ts);
 * - a route file holds SQL, or a file other than its data module names a table that has one
 *   (the demandes tables): SQL goes in the data module of its table (checkSqlPlacement.ts);
 * - a JSON file of an acte or a common schema repeats a key within one object (checkJsonKeys.ts);
 *   a UI schema uses a `ui:` key or widget option that schemas/actes/acte.ui.schema.json lacks (checkUiKeys.ts).
 * - a manifest's date-effet rule names a field its acte lacks, or a plage that cannot be computed (checkDateEffet.ts).
 * A misspelt keyword, format, widget, UI key or field name gets « vouliez-vous dire « … » ? » (checkDidYouMean.ts).
 * Every problem is one French line: « <fichier> ligne <n> <pointeur JSON> : <message> »
 * (problemLocation.ts). A check whose inputs passed already is not run again (checkCache.ts).
 */
import path from 'node:path';

import { ACTES_DIR, listActes } from './build/generate';
import { checkActe, checkCommonSchemas } from './checkActes';
import { checkGenerated } from './checkGenerated';
import { checkContextualUi, checkScreens } from './checkScreens';
import { checkManifests } from './checkManifests';
import { checkApplications } from './checkApplications';
import { checkMigrations } from './checkMigrations';
import { checkResiliationLinks, checkSteps } from './checkCompliance';
import { acteChangeProblems } from './lintActeChanges';
import { checkBlockFolders } from './build/screenSchema';
import { checkSqlPlacement } from './checkSqlPlacement';
import { checkDuplicateKeys } from './checkJsonKeys';
import { checkUiVocabulary } from './checkUiKeys';
import { checkDateEffetRules } from './checkDateEffet';

/** Every check of the project at `root` (a test runs them on a scaffolded copy): the problems and the summary line. */
export async function runChecks(root: string): Promise<{ problems: string[]; summary: string }> {
  const problems: string[] = checkCommonSchemas(root);
  const actes = listActes(root);
  for (const acte of actes) problems.push(...checkActe(root, acte));
  problems.push(...(await checkGenerated(root)));
  const screens = checkScreens(root, actes);
  problems.push(...screens.problems);
  problems.push(...checkContextualUi(root, actes));
  problems.push(...checkManifests(root, actes));
  problems.push(...checkApplications(root, actes));
  problems.push(...acteChangeProblems(root)); // schema changes vs main need a new version + migration (lintActeChanges.ts)
  problems.push(...checkMigrations(root, actes));
  problems.push(...checkResiliationLinks(root), ...checkSteps(root, actes));
  problems.push(...checkBlockFolders(root));
  problems.push(...checkSqlPlacement(root));
  problems.push(...checkDuplicateKeys(root));
  problems.push(...checkUiVocabulary(root, actes));
  problems.push(...checkDateEffetRules(root, actes));
  return { problems, summary: `check: ${actes.length} actes (${ACTES_DIR}), ${screens.count} écrans et src/generated à jour.` };
}

async function main(): Promise<void> {
  const { problems, summary } = await runChecks(path.resolve(import.meta.dirname, '..'));
  // The committed API document against the routes (built here only: the scaffolded copies of the tests have no server).
  const { openApiStale, OPENAPI_FILE } = await import('./genOpenApi');
  if (await openApiStale()) problems.push(`${OPENAPI_FILE} : pas à jour avec les routes. Lancez npm run gen et validez le fichier.`);
  if (problems.length) {
    console.error(`check: ${problems.length} problème(s) :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(summary);
}

// Run as `npm run check`; a test imports runChecks only.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
