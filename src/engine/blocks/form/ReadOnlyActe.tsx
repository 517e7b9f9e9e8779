import { RecapView } from './RecapView';
import { recapModel, type ReferenceLabels } from '../../../language/recap';
import type { LoadedActe } from '../../registries/actes';

/**
 * A form block in read-only mode (`readOnly: true`): the recap model of the data with the acte's
 * own schema and UI schema — the same sections and lines as the recap step and the PDF; nothing to
 * type, nothing sent. Used where someone reads what a member filed (back office), the data migrated
 * and the reference codes' labels (`labels`) given by the server with it.
 */
export default function ReadOnlyActe({ acte, data, labels }: { acte: LoadedActe; data: Record<string, unknown>; labels?: ReferenceLabels }) {
  const sections = recapModel({ schema: acte.schema as Record<string, unknown>, uiSchema: acte.uiSchema as Record<string, unknown>, data, labels });
  return <RecapView intro={null} sections={sections} />;
}
