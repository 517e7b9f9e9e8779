/**
 * The benchmark's large actes: 300 or 1 000 leaf fields — strings (with length and pattern rules), ISO
 * dates, selects, objects nested three levels deep and an array of 20 items — written as
 * plain JSON Schema (draft-07 keywords every validator knows), so that stock RJSF with
 * its run-time validator and our engine with its precompiled one render the same schema.
 *
 * Deterministic: same output every run. `DEEP_FIELD` is the field the typing test types into.
 */
type Schema = Record<string, unknown>;

const CIVILITES = ['M', 'MME', 'MLLE', 'DR', 'PR'];

/** The n-th leaf, cycling through the four kinds of field a member meets. */
function leaf(n: number): Schema {
  switch (n % 4) {
    case 0:
      return { type: 'string', title: `Texte ${n}`, minLength: 2, maxLength: 60 };
    case 1:
      return { type: 'string', title: `Date ${n}`, format: 'date' };
    case 2:
      return { type: 'string', title: `Choix ${n}`, enum: CIVILITES };
    default:
      return { type: 'string', title: `Code ${n}`, pattern: '^[0-9]{5}$' };
  }
}

let counter = 0;
/** An object of `count` leaves (every third one required), plus the given sub-objects. */
function group(title: string, count: number, children: Record<string, Schema> = {}): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `champ${String(counter).padStart(3, '0')}`;
    properties[name] = leaf(counter);
    if (i % 3 === 0) required.push(name);
    counter++;
  }
  return { type: 'object', title, properties: { ...properties, ...children }, required };
}

export const ARRAY_ITEMS = 20;
/** The sizes measured, and how each is made: 10 + sections × 18 + 80 (array) + blocs × 11 leaves. */
export const FORM_SIZES = { 300: { sections: 8, blocs: 6 }, 1000: { sections: 20, blocs: 50 } } as const;
export type FormSize = keyof typeof FORM_SIZES;

export function largeFormSchema(size: FormSize = 300): Schema {
  const { sections, blocs } = FORM_SIZES[size];
  counter = 0;
  const properties: Record<string, Schema> = {};
  properties.identite = group('Identité', 10); // 10
  for (let s = 1; s <= sections; s++) {
    // 6 + 6 + 6 = 18 leaves, three levels deep
    const complement =
      s === 8
        ? group('Complément', 5, { commentaire: { type: 'string', title: 'Commentaire', maxLength: 200 } })
        : group('Complément', 6);
    properties[`section${s}`] = group(`Section ${s}`, 6, { details: group('Détails', 6, { complement }) });
  }
  // 300 fields: 10 + 8 × 18 = 154 leaves so far
  properties.lignes = {
    type: 'array',
    title: 'Lignes',
    minItems: ARRAY_ITEMS,
    items: {
      type: 'object',
      required: ['libelle', 'type'],
      properties: {
        libelle: { type: 'string', title: 'Libellé', minLength: 2 },
        date: { type: 'string', title: 'Date', format: 'date' },
        type: { type: 'string', title: 'Type', enum: CIVILITES },
        code: { type: 'string', title: 'Code', pattern: '^[0-9]{5}$' },
      },
    },
  }; // 80 leaves → 234
  const divers: Record<string, Schema> = {};
  for (let d = 1; d <= blocs; d++) divers[`bloc${d}`] = group(`Bloc ${d}`, 11); // 66 → 300
  properties.divers = { type: 'object', title: 'Divers', properties: divers };
  return { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: `Acte de ${size} champs`, properties, required: ['identite'] };
}

/** Data the form starts with: the 20 array items exist (so their 80 fields are rendered). */
export function largeFormData(): Record<string, unknown> {
  return {
    lignes: Array.from({ length: ARRAY_ITEMS }, (_, i) => ({ libelle: `Ligne ${i + 1}`, type: 'M' })),
  };
}

/** The field typed into: fourth level, in section 8 (late in the 300-field form). RJSF's id of its input. */
export const DEEP_FIELD_ID = 'root_section8_details_complement_commentaire';

/** Counts leaf fields (array items counted `ARRAY_ITEMS` times). */
export function countLeaves(schema: Schema): number {
  if (schema.type === 'object') {
    return Object.values(schema.properties as Record<string, Schema>).reduce((total, child) => total + countLeaves(child), 0);
  }
  if (schema.type === 'array') return ARRAY_ITEMS * countLeaves(schema.items as Schema);
  return 1;
}

/** One field of each kind the large form has, for the warm-up render. */
export const warmupSchema = {
  type: 'object',
  properties: {
    texte: { type: 'string', title: 'Texte', minLength: 2 },
    date: { type: 'string', title: 'Date', format: 'date' },
    choix: { type: 'string', title: 'Choix', enum: ['A', 'B'] },
    groupe: { type: 'object', title: 'Groupe', properties: { code: { type: 'string', pattern: '^[0-9]{5}$' } } },
    lignes: { type: 'array', items: { type: 'object', properties: { libelle: { type: 'string' } } } },
  },
};
