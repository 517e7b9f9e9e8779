/**
 * The one line format of `npm run check`, for authors: the file, the line and the JSON pointer of a
 * problem, then the French message —
 * « schemas/actes/adresse/adresse.ui.json ligne 12 /codePostl : le champ « codePostl » n'existe pas dans le schéma ».
 * The line comes from jsonc-parser's syntax tree (offsets of every node); a pointer that goes past
 * what the file holds (a missing required property) is placed on its deepest existing parent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

interface Parsed {
  text: string;
  tree: Node | undefined;
  errors: ParseError[];
  lineStarts: number[];
}

const parsedFiles = new Map<string, Parsed>();

/** The file's syntax tree, parsed once per content (the checks ask many pointers of one file). */
function parsed(file: string): Parsed | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  const cached = parsedFiles.get(file);
  if (cached?.text === text) return cached;
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lineStarts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') lineStarts.push(index + 1);
  const result = { text, tree, errors, lineStarts };
  parsedFiles.set(file, result);
  return result;
}

function lineAt(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** A key as one segment of a JSON pointer (« ~ » and « / » escaped). */
export const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON pointer → jsonc-parser path (array indexes as numbers, ~1 and ~0 unescaped). */
function segmentsOf(pointer: string): string[] {
  return pointer === '' || pointer === '/' ? [] : pointer.split('/').slice(1).map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function nodeAt(tree: Node, segments: string[]): Node | undefined {
  let node: Node | undefined = tree;
  for (const segment of segments) {
    if (!node) return undefined;
    node = findNodeAtLocation(node, [node.type === 'array' && /^\d+$/.test(segment) ? Number(segment) : segment]);
  }
  return node;
}

/** The 1-based line of a JSON pointer in a file (its key's line for a property), or undefined. */
export function lineOf(file: string, pointer: string): number | undefined {
  const source = parsed(file);
  if (!source?.tree) return undefined;
  const segments = segmentsOf(pointer);
  for (let length = segments.length; length >= 0; length--) {
    const node = nodeAt(source.tree, segments.slice(0, length));
    if (!node) continue;
    const where = node.parent?.type === 'property' ? node.parent : node;
    return lineAt(source.lineStarts, where.offset);
  }
  return undefined;
}

/**
 * One problem of a JSON file: « <fichier> ligne <n> <pointeur> : <message> ». Without a pointer
 * (a missing file, a stale generated one): « <fichier> : <message> ».
 */
export function problemAt(root: string, file: string, pointer: string | undefined, message: string): string {
  const where = path.relative(root, file);
  if (pointer === undefined) return `${where} : ${message}`;
  const line = lineOf(file, pointer);
  return `${where}${line === undefined ? '' : ` ligne ${line}`} ${pointer || '/'} : ${message}`;
}

/** jsonc-parser's error codes, said in French. */
const SYNTAX_ERRORS: Record<string, string> = {
  InvalidSymbol: 'caractère inattendu',
  InvalidNumberFormat: 'nombre mal écrit',
  PropertyNameExpected: 'nom de propriété attendu',
  ValueExpected: 'valeur attendue',
  ColonExpected: '« : » attendu',
  CommaExpected: 'virgule attendue',
  CloseBraceExpected: '« } » attendue',
  CloseBracketExpected: '« ] » attendu',
  EndOfFileExpected: 'fin du fichier attendue',
  InvalidCommentToken: 'commentaire interdit en JSON',
  UnexpectedEndOfComment: 'commentaire non fermé',
  UnexpectedEndOfString: 'chaîne non fermée',
  UnexpectedEndOfNumber: 'nombre incomplet',
  InvalidUnicode: 'séquence unicode invalide',
  InvalidEscapeCharacter: 'échappement invalide',
  InvalidCharacter: 'caractère invalide',
};

/** The first syntax error of a file that JSON.parse refused, placed on its line. */
export function invalidJsonProblem(root: string, file: string): string {
  const source = parsed(file);
  const first = source?.errors[0];
  const where = path.relative(root, file);
  if (!source || !first) return `${where} : JSON invalide`;
  return `${where} ligne ${lineAt(source.lineStarts, first.offset)} : JSON invalide : ${SYNTAX_ERRORS[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error)}`;
}

/** JSON.parse of a file, or the French problem line of its first syntax error. */
export function readJsonFile(root: string, file: string): { value: unknown } | { problem: string } {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: invalidJsonProblem(root, file) };
  }
}
