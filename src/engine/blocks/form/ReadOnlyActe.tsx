import { RecapView } from './RecapView';
import { readOnlySections } from '../../../language/recap';
import { stepsOf } from '../../../language/steps';
import type { LoadedActe } from '../../registries/actes';

/**
 * A form block in read-only mode (`readOnly: true`): the acte's own schema and UI schema give the
 * labels, the order and the formats (dates, listed codes, file names), laid out as the recap step —
 * nothing to type, nothing sent. Used where someone reads what a member filed (back office).
 */
export default function ReadOnlyActe({ acte, data, label }: { acte: LoadedActe; data: Record<string, unknown>; label: string }) {
  const schema = acte.schema as Record<string, unknown>;
  const uiSchema = acte.uiSchema as Record<string, unknown>;
  return <RecapView intro={null} sections={readOnlySections(schema, uiSchema, data, label, stepsOf(uiSchema))} />;
}
