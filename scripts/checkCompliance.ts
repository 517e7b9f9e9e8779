/**
 * The compliance part of `npm run check`:
 * - résiliation en 3 clics (loi n° 2022-1158 art. 17): every screen whose route starts with
 *   `contrats` carries a link block to `/actes/resiliation`, behind no `when` but the holder's own
 *   (`$user.isUser`: terminating is the subscriber's right, a beneficiary's account cannot);
 * - multi-step actes: each `ui:steps` entry of an acte UI schema names properties of its schema,
 *   a field belongs to one step only, and a `recap` step comes last.
 * Messages in French, naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredPropertyNames } from '../src/language/validation/stripUndeclared';
import { problemAt, readJsonFile } from './problemLocation';

export const RESILIATION_ROUTE = '/actes/resiliation';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

/** The only condition the link may carry: the visitor is the contract's holder (a beneficiary cannot terminate it). */
export const HOLDER_ONLY = { value: { $user: 'isUser' }, truthy: true } as const;
const isHolderOnly = (when: unknown) => JSON.stringify(when) === JSON.stringify(HOLDER_ONLY);

/** Whether a block tree holds a link to the résiliation shown to every holder (inside sections, grids… too). */
function hasResiliationLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasResiliationLink);
  if (!isObj(node)) return false;
  if (node.type === 'link' && node.to === RESILIATION_ROUTE && (node.when === undefined || isHolderOnly(node.when))) return true;
  if (node.when !== undefined) return false; // a link inside a conditional block could be hidden
  return Object.values(node).some(hasResiliationLink);
}

export function checkResiliationLinks(root: string): string[] {
  const problems: string[] = [];
  for (const file of screenFiles(path.join(root, 'screens')).sort()) {
    let screen: Obj;
    try {
      screen = JSON.parse(fs.readFileSync(file, 'utf8')) as Obj;
    } catch {
      continue; // reported by checkScreens
    }
    if (typeof screen.route !== 'string' || !screen.route.startsWith('contrats')) continue;
    if (!hasResiliationLink(screen.blocks)) {
      problems.push(
        problemAt(root, file, '/blocks', `un écran de contrat doit porter le lien « Résilier votre contrat » (loi n° 2022-1158) : { "type": "link", "label": "Résilier votre contrat", "to": "${RESILIATION_ROUTE}" }, sans « when » (ou seulement ${JSON.stringify({ when: HOLDER_ONLY }).slice(1, -1)} : le titulaire)`),
      );
    }
  }
  return problems;
}

export function checkSteps(root: string, actes: string[]): string[] {
  const problems: string[] = [];
  for (const acte of actes) {
    const uiFile = path.join(root, 'schemas/actes', acte, `${acte}.ui.json`);
    const schemaFile = path.join(root, 'schemas/actes', acte, `${acte}.schema.json`);
    if (!fs.existsSync(uiFile) || !fs.existsSync(schemaFile)) continue;
    const ui = readJsonFile(root, uiFile);
    const schemaRead = readJsonFile(root, schemaFile);
    if ('problem' in ui || 'problem' in schemaRead || !isObj(ui.value)) continue; // reported with the acte's files
    const steps = ui.value['ui:steps'];
    if (steps === undefined) continue;
    const at = (pointer: string, message: string) => problemAt(root, uiFile, pointer, message);
    if (!Array.isArray(steps) || steps.length === 0) {
      problems.push(at('/ui:steps', "ui:steps doit être une liste d'étapes { title, fields } non vide"));
      continue;
    }
    const schema = schemaRead.value as Obj;
    const properties = Object.fromEntries(declaredPropertyNames(schema).map((name) => [name, true]));
    const seen = new Map<string, number>();
    steps.forEach((step: unknown, index) => {
      if (!isObj(step) || typeof step.title !== 'string' || step.title === '') {
        problems.push(at(`/ui:steps/${index}`, 'une étape a un titre (title)'));
        return;
      }
      if (step.recap === true && index !== steps.length - 1) problems.push(at(`/ui:steps/${index}`, "l'étape récapitulative doit être la dernière"));
      const fields = Array.isArray(step.fields) ? step.fields : [];
      if (step.recap !== true && fields.length === 0) problems.push(at(`/ui:steps/${index}`, `l'étape « ${step.title} » n'a aucun champ (fields)`));
      fields.forEach((field: unknown, position: number) => {
        const here = `/ui:steps/${index}/fields/${position}`;
        if (typeof field !== 'string' || !(field in properties)) problems.push(at(here, `le champ « ${String(field)} » n'existe pas dans le schéma`));
        else if (seen.has(field)) problems.push(at(here, `« ${field} » est déjà dans l'étape ${seen.get(field)}`));
        else seen.set(field, index);
      });
    });
  }
  return problems;
}
