/**
 * The acte manifests' part of `npm run check`: every acte has a manifest, every
 * schemas/actes/<acte>/<acte>.acte.json matches schemas/actes/acte.manifest.schema.json and names its
 * own folder, and no screen contradicts or restates its acte's manifest (screenContradictions).
 * Messages in French, naming the file, the line and the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from './build/ajvSetup';
import { errorPath, localizeErrors } from '../src/language/validation/localize';
import { problemAt, readJsonFile } from './problemLocation';
import { contentsOf, unlessPassed } from './checkCache';
import { withLanguageDefs, LANGUAGE_SCHEMA } from './build/languageSchema';
import { oldManifestSyntax } from './checkFileLanguage';
import { featureKeysOf } from '../src/language/conditions';
import { isDeepStrictEqual } from 'node:util';
import { COMPLIANCE_MESSAGE, type ActeManifest } from '../src/server/actes/manifests';
import { admitsRoles, admitsVisitorWithoutRole, DEFAULT_DEMANDE_ERROR, defaultOutcomesOf, defaultSubmitOf, filesDemande, isManifestEndpoint, isMemberActe, isMemberDemande, screenAccessOf } from '../src/language/acteManifest';
import type { Condition } from '../src/language/screenTypes';
import { namesValues } from '../src/language/values';
import { MEMBER_ROLES, STAFF_ROLES } from '../src/language/roles';
import { pageActeOf } from './build/screenAccess';

const THEME_MISSING = "absent : un acte d'adhérent (son accès admet User ou Beneficiaire) dit sous quel thème de « Mes démarches » il se range (contrat, remboursements, coordonnees, beneficiaires, options ou compte)";

function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

export function checkManifests(root: string, actes: string[]): string[] {
  const actesDir = path.join(root, 'schemas/actes');
  const manifests = actes.map((acte) => path.join(actesDir, acte, `${acte}.acte.json`));
  const screens = screenFiles(path.join(root, 'screens')).sort();
  const inputs = [actes.join('\n'), ...contentsOf(root, [path.join(actesDir, 'acte.manifest.schema.json'), path.join(root, LANGUAGE_SCHEMA), path.join(root, 'scripts/checkFileLanguage.ts'), ...manifests, ...screens])];
  return unlessPassed('manifests', inputs, () => manifestProblems(root, actes));
}

function manifestProblems(root: string, actes: string[]): string[] {
  const problems: string[] = [];
  const actesDir = path.join(root, 'schemas/actes');
  const schema = JSON.parse(fs.readFileSync(path.join(actesDir, 'acte.manifest.schema.json'), 'utf8')) as Record<string, unknown>;
  const validate = createAjv({ strict: false }).compile(withLanguageDefs(root, schema));
  const valid = new Map<string, ActeManifest>();
  for (const acte of actes) {
    const file = path.join(actesDir, acte, `${acte}.acte.json`);
    if (!fs.existsSync(file)) continue;
    const read = readJsonFile(root, file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const manifest = read.value as { acte?: unknown };
    const old = oldManifestSyntax(read.value as never);
    if (old.length) {
      for (const problem of old) problems.push(problemAt(root, file, problem.pointer, problem.message));
      continue;
    }
    if (!validate(manifest)) {
      const errors = [...((validate.errors ?? []) as ErrorObject[])];
      localizeErrors(errors);
      for (const error of errors) problems.push(problemAt(root, file, errorPath(error), error.message ?? ''));
      continue;
    }
    if (manifest.acte !== acte) problems.push(problemAt(root, file, '/acte', `vaut « ${String(manifest.acte)} », attendu « ${acte} » (le nom du dossier)`));
    else if ((manifest as ActeManifest).complianceLocked && featureKeysOf((manifest as ActeManifest).access).length) problems.push(problemAt(root, file, '/access', COMPLIANCE_MESSAGE(acte)));
    // « Mes démarches » groups every member acte by its theme: one without a theme would be missing from it.
    else if (isMemberActe(manifest as ActeManifest) && !(manifest as ActeManifest).theme) problems.push(problemAt(root, file, '/theme', THEME_MISSING));
    else valid.set(acte, manifest as ActeManifest);
  }
  for (const acte of actes) {
    if (!fs.existsSync(path.join(actesDir, acte, `${acte}.acte.json`))) {
      problems.push(problemAt(root, path.join(actesDir, acte, `${acte}.acte.json`), undefined, `manifeste absent : chaque acte décrit son adresse, qui peut l'envoyer et son effet (${MANIFEST_HINT})`));
    }
  }
  for (const manifest of valid.values()) {
    // A form of a visitor without an account (login, register…) is never filed as a member's demande.
    if (manifest.effect === 'demande' && admitsVisitorWithoutRole(manifest.access)) {
      problems.push(problemAt(root, path.join(actesDir, manifest.acte, `${manifest.acte}.acte.json`), '/effect', `un acte ouvert aux visiteurs sans compte ne peut pas être rangé comme demande : donnez-lui sa route ({ "handler": "…" })`));
    }
  }
  // The member (« Mes demandes », « Mes démarches ») and staff (the « Demande » filter) tell demandes apart by their libelle.
  const byLibelle = new Map<string, string>();
  for (const manifest of [...valid.values()].filter(filesDemande).sort((a, b) => a.acte.localeCompare(b.acte))) {
    const libelle = manifest.libelle ?? manifest.acte;
    const other = byLibelle.get(libelle);
    if (other) problems.push(problemAt(root, path.join(actesDir, manifest.acte, `${manifest.acte}.acte.json`), '/libelle', `« ${libelle} » est déjà le nom de l'acte « ${other} » : l'adhérent et la gestion ne distingueraient pas leurs demandes`));
    else byLibelle.set(libelle, manifest.acte);
  }
  for (const file of screenFiles(path.join(root, 'screens')).sort()) {
    const read = readJsonFile(root, file);
    if ('problem' in read) continue; // reported by checkScreens
    problems.push(...screenContradictions(root, file, read.value as ScreenLike, valid));
  }
  return problems;
}

const MANIFEST_HINT = 'npm run new-acte en écrit un';

interface FormLike {
  type?: string;
  acte?: string;
  submit?: { endpoint: string; method?: string };
  onSuccess?: unknown;
  onErrorToast?: string;
}
interface ScreenLike {
  access?: Condition;
  blocks?: FormLike[];
}

/** Every form block of a screen (in dialogs, tabs, rows too) with its JSON pointer. */
function formBlocks(node: unknown, pointer: string, found: { block: FormLike; pointer: string }[] = []): { block: FormLike; pointer: string }[] {
  if (Array.isArray(node)) node.forEach((child, index) => formBlocks(child, `${pointer}/${index}`, found));
  else if (node !== null && typeof node === 'object') {
    const block = node as FormLike;
    if (block.type === 'form' && typeof block.acte === 'string' && !namesValues(block.acte)) found.push({ block, pointer });
    for (const [key, child] of Object.entries(node)) formBlocks(child, `${pointer}/${key}`, found);
  }
  return found;
}

/** Key order does not matter when comparing a screen's text with what its manifest gives. */
const sameJson = (a: unknown, b: unknown): boolean => isDeepStrictEqual(sorted(a), sorted(b));
const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, child]) => [key, sorted(child)])) : value;

/** Who a condition may be about: no account, then each known role. */
const VISITORS: { roles: string[] | null; label: string }[] = [{ roles: null, label: 'un visiteur sans compte' }, ...[...MEMBER_ROLES, ...STAFF_ROLES].map((role) => ({ roles: [role], label: `le rôle ${role}` }))];

/**
 * A screen that contradicts its acte's manifest, or restates it: a submit address the manifest does
 * not list, a page open to a role the manifest refuses; a submit, an access, an outcome or an error
 * toast that the manifest already gives (src/language/acteManifest.ts). The manifest is the one
 * description of an acte.
 */
export function screenContradictions(root: string, file: string, screen: ScreenLike, manifests: ReadonlyMap<string, ActeManifest>): string[] {
  const problems: string[] = [];
  const forms = formBlocks(screen.blocks, '/blocks');
  for (const { block, pointer } of forms) {
    const manifest = manifests.get(block.acte!);
    if (!manifest) continue; // a missing or invalid manifest is reported with the manifests
    const acte = block.acte!;
    if (block.submit) {
      if (!isManifestEndpoint(manifest, block.submit)) {
        const listed = manifest.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).join(', ');
        problems.push(problemAt(root, file, `${pointer}/submit/endpoint`, `l'acte « ${acte} » n'est pas envoyé à cette adresse (${block.submit.method ?? 'POST'} /api/${block.submit.endpoint}) : son manifeste dit ${listed}`));
      } else if (sameJson({ method: 'POST', ...block.submit }, defaultSubmitOf(manifest))) {
        problems.push(problemAt(root, file, `${pointer}/submit`, `l'adresse de l'acte « ${acte} » vient de son manifeste : retirez « submit »`));
      }
    }
    if (isMemberDemande(manifest)) {
      if (block.onSuccess !== undefined && sameJson(block.onSuccess, defaultOutcomesOf(manifest))) {
        problems.push(problemAt(root, file, `${pointer}/onSuccess`, `la suite d'une demande (les deux messages selon le mode de gestion, ce que le manifeste recharge, l'accueil) est celle de toutes les demandes : retirez « onSuccess »`));
      }
    }
    if (isMemberActe(manifest) && block.onErrorToast === DEFAULT_DEMANDE_ERROR) {
      problems.push(problemAt(root, file, `${pointer}/onErrorToast`, `« ${DEFAULT_DEMANDE_ERROR} » est le message d'échec de tous les actes de l'adhérent : retirez « onErrorToast »`));
    }
  }
  // The page of an acte (its form at the top level): who may open it comes from the manifest.
  const page = pageActeOf(screen);
  const manifest = page && manifests.get(page.acte);
  if (page && manifest && screen.access) {
    const derived = screenAccessOf(manifest);
    if (derived && sameJson(screen.access, derived)) {
      problems.push(problemAt(root, file, '/access', `l'accès à la page de l'acte « ${page.acte} » vient de son manifeste : retirez « access »`));
    } else {
      for (const visitor of VISITORS) {
        const screenAdmits = visitor.roles ? admitsRoles(screen.access, visitor.roles) : admitsVisitorWithoutRole(screen.access);
        const manifestAdmits = visitor.roles ? admitsRoles(manifest.access, visitor.roles) : admitsVisitorWithoutRole(manifest.access);
        if (screenAdmits && !manifestAdmits) {
          problems.push(problemAt(root, file, '/access', `la page admet ${visitor.label}, que le manifeste de l'acte « ${page.acte} » refuse (schemas/actes/${page.acte}/${page.acte}.acte.json) : retirez « access », il vient du manifeste`));
        }
      }
    }
  }
  return problems;
}
