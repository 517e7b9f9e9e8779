/**
 * SQL belongs in the data module of its table, never in a route file: a route says who may do
 * what and shapes the reply; the data module is the one place a table's queries can be read, changed
 * and tested. The route files that still hold SQL are listed with their count in
 * scripts/sqlInRoutes.json, a list that may only shrink: a new route file with SQL, or one more
 * statement in a listed file, is refused; a file that lost statements must lower its count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './checkCache';

const ROUTES_DIR = 'src/server/routes';
export const SQL_BASELINE = 'scripts/sqlInRoutes.json';

/** A string or template literal that opens with a statement keyword. */
const STATEMENT = /[`'"]\s*(?:SELECT|INSERT\s+INTO|UPDATE\s+[a-z_]+\s+SET|DELETE\s+FROM|WITH\s+[a-z_]+\s+AS)\b/gi;

export function sqlStatementsIn(source: string): number {
  return source.match(STATEMENT)?.length ?? 0;
}

/** Each route file's statement count (files without SQL left out), by path from the root. */
export function sqlInRoutes(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of filesUnder(path.join(root, ROUTES_DIR), (name) => name.endsWith('.ts'))) {
    const count = sqlStatementsIn(fs.readFileSync(file, 'utf8'));
    if (count > 0) counts[path.relative(root, file).split(path.sep).join('/')] = count;
  }
  return counts;
}

export function checkSqlPlacement(root: string): string[] {
  const baselineFile = path.join(root, SQL_BASELINE);
  const allowed: Record<string, number> = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : {};
  const found = sqlInRoutes(root);
  const problems: string[] = [];
  for (const [file, count] of Object.entries(found)) {
    const max = allowed[file] ?? 0;
    if (count > max) {
      problems.push(
        `${file} : ${count} requête(s) SQL dans un fichier de routes (${max} admise(s)) : le SQL va dans le module de données de sa table, que la route appelle (docs/ARCHITECTURE.md).`,
      );
    }
  }
  for (const [file, max] of Object.entries(allowed)) {
    const count = found[file] ?? 0;
    if (count < max) problems.push(`${SQL_BASELINE} : ${file} n'a plus que ${count} requête(s) SQL (liste : ${max}) : baissez son compte${count === 0 ? ' (retirez la ligne)' : ''}.`);
  }
  return problems;
}
