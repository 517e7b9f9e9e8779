/**
 * Whether the migration steps between two versions of an acte carry what the schema changes
 * would otherwise lose (a part of npm run lint:actes). A version raised with a step is not enough:
 * a step with no op would silently drop a renamed field from every draft and demande saved before.
 * Each reported change needs an op of its kind, on its field:
 * - a property renamed or moved (the lint found its new place) → a `rename` (or `move`) of that
 *   very path to that place;
 * - a property removed → a `drop` of that path (or a `rename`/`move` carrying it elsewhere);
 * - a field newly required (always, for every item it is not) → a `default` for it, or a `message`
 *   telling the member resuming a draft to fill it in.
 * Ops are followed across the steps in order, so a field renamed twice (a → b, then b → c) is
 * covered, and an op on a parent object covers its fields. A change inside the items of an array
 * (`*`) is not checked: an op cannot name every item. Pure: the caller places the problems in the file.
 */
import type { MigrationOp } from '../src/domain/acteMigrations';
import { dottedPath } from './migrateFileLanguage';
import type { SchemaChange } from './schemaChanges';

/** A step of the migrations file with its position in `steps` (for the problem's JSON pointer). */
export interface IndexedStep {
  index: number;
  from: number;
  to: number;
  ops: MigrationOp[];
}

/** A change not covered: where in the migrations file (JSON pointer) and why (French). */
export interface CoverageProblem {
  pointer: string;
  message: string;
}

interface PlacedOp {
  op: MigrationOp;
  pointer: string;
}

/** `path` itself or a field under it (dotted paths). */
const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

const renameOp = (from: string, to: string) => `{ "op": "${from.slice(0, from.lastIndexOf('.') + 1) === to.slice(0, to.lastIndexOf('.') + 1) ? 'rename' : 'move'}", "from": "${from}", "to": "${to}" }`;
const dropOp = (path: string) => `{ "op": "drop", "path": "${path}" }`;
const defaultOrMessage = (path: string) => `{ "op": "default", "path": "${path}", "value": … } ou { "op": "message", "path": "${path}", "message": "…" }`;
const describe = (op: MigrationOp) =>
  'from' in op ? `« ${op.op} » de « ${op.from} » en « ${op.to} »` : `« ${op.op} » de « ${op.path} »`;

/** Where the value at `path` goes through the ops from `start` on: its last place, and the op that dropped or last carried it. */
function follow(ops: PlacedOp[], path: string, start = 0): { path: string; dropped?: PlacedOp; carried?: PlacedOp } {
  let at = path;
  let carried: PlacedOp | undefined;
  for (const placed of ops.slice(start)) {
    const { op } = placed;
    if ((op.op === 'rename' || op.op === 'move') && within(at, op.from)) {
      at = op.to + at.slice(op.from.length);
      carried = placed;
    } else if (op.op === 'drop' && within(at, op.path)) {
      return { path: at, dropped: placed, carried };
    }
  }
  return { path: at, carried };
}

/** The ops that mention `path` (as source, target or place), for a problem to point at. */
const mentioning = (ops: PlacedOp[], path: string) =>
  ops.filter(({ op }) => ('from' in op ? op.from === path || op.to === path : op.path === path));

/**
 * The changes from `baseVersion` that the steps up to `version` leave uncovered. `steps` are the
 * file's steps (any order); only those from `baseVersion` to `version` count.
 */
export function uncoveredChanges(changes: SchemaChange[], steps: IndexedStep[], baseVersion: number, version: number): CoverageProblem[] {
  const inRange = steps.filter((step) => step.from >= baseVersion && step.to <= version).sort((a, b) => a.from - b.from);
  if (inRange.length === 0) return [];
  const ops: PlacedOp[] = inRange.flatMap((step) => step.ops.map((op, index) => ({ op, pointer: `/steps/${step.index}/ops/${index}` })));
  const lastStep = `/steps/${inRange[inRange.length - 1].index}/ops`;
  const saved = `les brouillons et demandes enregistrés en version ${baseVersion}`;
  const problems: CoverageProblem[] = [];
  const checked = changes.filter((change) => change.field !== '' && !change.field.includes('*'));

  // Removed or renamed properties: their value must be carried or dropped on purpose.
  const carriedTo = new Set<string>();
  for (const change of checked.filter((c) => c.kind === 'supprime')) {
    const old = dottedPath(change.field);
    const expected = change.renamedTo ? dottedPath(change.renamedTo) : null;
    const track = follow(ops, old);
    if (!track.dropped && track.path !== old) carriedTo.add(track.path);
    if (expected) {
      if (!track.dropped && track.path === expected) continue;
      const wanted = `écrivez ${renameOp(old, expected)}`;
      const lost = `la saisie de « ${old} » serait perdue dans ${saved}`;
      if (track.dropped) {
        problems.push({ pointer: track.dropped.pointer, message: `« ${old} » est devenu « ${expected} » : l'opération ${describe(track.dropped.op)} perdrait sa saisie ; ${wanted}` });
      } else if (track.carried) {
        problems.push({ pointer: track.carried.pointer, message: `« ${old} » est devenu « ${expected} », mais les opérations le portent en « ${track.path} » ; ${wanted}` });
      } else {
        const near = mentioning(ops, expected).concat(mentioning(ops, old))[0];
        if (!near) problems.push({ pointer: lastStep, message: `« ${old} » est devenu « ${expected} » et aucune opération ne le couvre : ${lost} ; ajoutez ${renameOp(old, expected)}` });
        else if (near.op.op === 'rename' || near.op.op === 'move') {
          problems.push({ pointer: near.pointer, message: `l'opération ${describe(near.op)} ne part pas de ce champ : « ${old} » est devenu « ${expected} » ; ${wanted}` });
        } else problems.push({ pointer: near.pointer, message: `« ${old} » est devenu « ${expected} » : l'opération ${describe(near.op)} ne reprend pas sa saisie ; ${wanted}` });
      }
      continue;
    }
    if (track.dropped || track.path !== old) continue;
    const near = mentioning(ops, old)[0];
    problems.push(
      near
        ? { pointer: near.pointer, message: `« ${old} » a été supprimé : l'opération ${describe(near.op)} ne le retire pas ; écrivez ${dropOp(old)}` }
        : { pointer: lastStep, message: `« ${old} » a été supprimé et aucune opération ne le retire des brouillons et demandes enregistrés en version ${baseVersion} ; ajoutez ${dropOp(old)}` },
    );
  }

  // Fields newly required: the data saved before lacks them (unless it is a value carried there).
  const renamedTo = new Set(checked.map((change) => change.renamedTo).filter(Boolean) as string[]);
  for (const change of checked.filter((c) => c.kind === 'obligatoire' && !c.conditional && !renamedTo.has(c.field))) {
    const field = dottedPath(change.field);
    if (carriedTo.has(field)) continue;
    const covered = ops.some(({ op }, index) => (op.op === 'default' || op.op === 'message') && !follow(ops, op.path, index + 1).dropped && follow(ops, op.path, index + 1).path === field);
    if (covered) continue;
    const near = mentioning(ops, field)[0];
    problems.push(
      near
        ? { pointer: near.pointer, message: `« ${field} » est désormais obligatoire : l'opération ${describe(near.op)} ne lui donne ni valeur ni message ; écrivez ${defaultOrMessage(field)}` }
        : {
            pointer: lastStep,
            message: `« ${field} » est désormais obligatoire et ${saved} ne l'ont pas : ajoutez ${defaultOrMessage(field)} (le message est montré à l'adhérent qui reprend son brouillon)`,
          },
    );
  }
  return problems;
}
