/**
 * An acte's sample (schemas/actes/<acte>/<acte>.sample.json) names its acte's schema in `$schema`,
 * so that an editor completes and validates it; that key is the editor's, never the member's: the
 * data a form holds, or posts, is the sample without it.
 */
export const SAMPLE_SCHEMA_KEY = '$schema';

/** What a sample's `$schema` says: its acte's schema, beside it (an editor resolves it from the sample's folder). */
export const sampleSchemaRef = (acte: string): string => `./${acte}.schema.json`;

/** A sample's data: the sample without its `$schema`. */
export function sampleData(sample: unknown): Record<string, unknown> {
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return {};
  const { [SAMPLE_SCHEMA_KEY]: _editorOnly, ...data } = sample as Record<string, unknown>;
  return data;
}
