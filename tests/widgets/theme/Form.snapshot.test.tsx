// The peer suites every official RJSF theme runs (@rjsf/snapshot-tests), on the engine's form.
import { arrayTests, formTests, gridTests, objectTests } from '@rjsf/snapshot-tests';
import { BlueprintForm } from '../../../widgets/theme';

// As the suites themselves do: keep RJSF's test ids out of the snapshots.
vi.mock('@rjsf/utils', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@rjsf/utils')>()),
  getTestIds: vi.fn(() => ({})),
}));

formTests(BlueprintForm);
arrayTests(BlueprintForm);
objectTests(BlueprintForm);
gridTests(BlueprintForm, {
  ColumnWidthAll: { span: 12 },
  ColumnWidth4: { span: 4 },
  ColumnWidth6: { span: 6 },
  ColumnWidth8: { span: 8 },
});
