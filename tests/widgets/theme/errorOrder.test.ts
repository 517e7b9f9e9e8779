import type { RJSFValidationError } from '@rjsf/utils';
import { sortErrorsByFieldOrder } from '../../../widgets/theme/utils/errorOrder';

const error = (property: string, message = 'x'): RJSFValidationError => ({ property, message, stack: message });

describe('sortErrorsByFieldOrder', () => {
  it('follows ui:order, then the schema, then array indexes; form-level errors first', () => {
    const schema = {
      properties: { b: { type: 'string' }, a: { type: 'string' }, list: { type: 'array', items: { properties: { y: {}, x: {} } } } },
    };
    const uiSchema = { 'ui:order': ['c', 'list', '*'] };
    // A root 'required' error names its field without a leading dot.
    const errors = [error('.a'), error('b'), error('.list.1.x'), error('c'), error('.list.0.x'), error("['list'][0]['y']"), error('')];
    expect(sortErrorsByFieldOrder(errors, schema, uiSchema).map((e) => e.property)).toEqual([
      '', 'c', "['list'][0]['y']", '.list.0.x', '.list.1.x', 'b', '.a',
    ]);
  });
  it('keeps the validator order when nothing tells otherwise', () => {
    const errors = [error('.z', '1'), error('.z', '2'), error('.y')];
    expect(sortErrorsByFieldOrder(errors, {}, {}).map((e) => e.message)).toEqual(['1', '2', 'x']);
  });
});
