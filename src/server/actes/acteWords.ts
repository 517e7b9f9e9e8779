import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/types';
import { HttpError } from '../errors';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { bundledSchemaOf } from '../validation';
import { ACTES_ROOT, readManifests, type ActeManifest } from './manifests';
import { acteWordsOf, withActeWords, type ActeWord, type ActeWordFiles, type ActeWords } from '../../language/acteWords';
import { acteWordTexts as T, MAX_ACTE_WORD_LENGTH } from '../../i18n/acteWords';
import { acteWordRevisionById, currentActeWordRevision } from './acteWordRevisions';

/**
 * An acte's words as the server reads and checks them: the acte's three files (the bundled
 * schema, the UI schema, the manifest) seen as one document, a client's rewording checked word by
 * word (a word of the acte, not empty, not too long, no HTML) and the files with a revision's words
 * in place (the acknowledgement, the recap, the PDF).
 */
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

const filesCache = new Map<string, ActeWordFiles>();

/** The acte's files, or undefined for an acte that does not exist. Read once (the files ship with the server). */
export function acteWordFiles(acte: string): ActeWordFiles | undefined {
  const cached = filesCache.get(acte);
  if (cached) return cached;
  if (!/^[a-z0-9-]{1,60}$/.test(acte) || !readManifests().has(acte)) return undefined;
  const dir = path.join(ACTES_ROOT, acte);
  const uiFile = path.join(dir, `${acte}.ui.json`);
  const files: ActeWordFiles = {
    schema: bundledSchemaOf(acte),
    ui: fs.existsSync(uiFile) ? readJson(uiFile) : {},
    manifest: readJson(path.join(dir, `${acte}.acte.json`)),
  };
  filesCache.set(acte, files);
  return files;
}

/**
 * True when the text carries no markup: the CMS sanitiser leaves it as it is (nothing to strip) and it
 * holds no tag of the CMS allow-list either — a word is drawn as text, so even a kept tag would show as such.
 */
function isPlainText(text: string): boolean {
  return sanitizeHtml(text) === text && !/<\/?[a-z][^>]*>/i.test(text);
}

/**
 * The rewording kept: each pointer must name a word of the acte, each text be plain, not empty and not
 * too long (a 400 naming the word otherwise); a text equal to the files' own is dropped (nothing to keep).
 */
export function checkedActeWords(files: ActeWordFiles, mots: Record<string, unknown>): Record<string, string> {
  const words = new Map(acteWordsOf(files).map((word) => [word.pointer, word]));
  const kept: Record<string, string> = {};
  for (const [pointer, value] of Object.entries(mots)) {
    const word = words.get(pointer);
    if (!word) throw new HttpError(400, T.notAWord(pointer), 'NotAWord');
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') throw new HttpError(400, T.empty(word.nom), 'EmptyWord');
    if (text.length > MAX_ACTE_WORD_LENGTH) throw new HttpError(400, T.tooLong(word.nom, MAX_ACTE_WORD_LENGTH), 'WordTooLong');
    if (!isPlainText(text)) throw new HttpError(400, T.html(word.nom), 'HtmlWord');
    if (text !== word.original) kept[pointer] = text;
  }
  return kept;
}

export interface WordChange {
  pointer: string;
  nom: string;
  avant: string;
  apres: string;
}

/** The words that differ between two rewordings, as the member reads them (the files' text where a rewording has none). */
export function wordChanges(files: ActeWordFiles, before: ActeWords, after: ActeWords): WordChange[] {
  return acteWordsOf(files).flatMap((word: ActeWord) => {
    const avant = before[word.pointer] ?? word.original;
    const apres = after[word.pointer] ?? word.original;
    return avant === apres ? [] : [{ pointer: word.pointer, nom: word.nom, avant, apres }];
  });
}

/** The words of a revision by its id (a demande's), none for null or a revision gone. */
export async function wordsOfRevision(db: Queryable, revisionId: number | null): Promise<ActeWords> {
  if (revisionId === null) return {};
  return (await acteWordRevisionById(db, revisionId))?.mots ?? {};
}

/** The acte's files with a rewording in place (the files themselves for an unknown acte or no rewording). */
export function acteFilesWithWords(acte: string, words: ActeWords): ActeWordFiles | undefined {
  const files = acteWordFiles(acte);
  return files && withActeWords(files, words);
}

/** The manifest as the client words it now (its name and acknowledgement sentence), and the revision in force (null: none). */
export async function manifestInClientWords(db: Queryable, clientCode: string, manifest: ActeManifest): Promise<{ manifest: ActeManifest; revision: number | null }> {
  const current = await currentActeWordRevision(db, clientCode, manifest.acte);
  if (!current) return { manifest, revision: null };
  const worded = acteFilesWithWords(manifest.acte, current.mots)?.manifest ?? {};
  const words: Partial<ActeManifest> = {};
  if (typeof worded.libelle === 'string') words.libelle = worded.libelle;
  if (typeof worded.accuse === 'string') words.accuse = worded.accuse;
  return { manifest: { ...manifest, ...words }, revision: current.id };
}
