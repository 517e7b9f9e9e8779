/** The same large acte in stock RJSF: default theme, run-time Ajv validator, liveValidate.
 *  `?fields=1000` picks the 1 000-field acte (default 300). */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import schema300 from '../.out/large-form/large-form-300.schema.json';
import schema1000 from '../.out/large-form/large-form-1000.schema.json';
import { largeFormData, DEEP_FIELD_ID, warmupSchema } from '../largeForm/schema';
import { formSize, runPage } from './harness';

const schema = (formSize() === 1000 ? schema1000 : schema300) as RJSFSchema;

runPage({
  warmup: <Form schema={warmupSchema as RJSFSchema} validator={validator} liveValidate />,
  form: <Form schema={schema} validator={validator} formData={largeFormData()} liveValidate />,
  deepFieldId: DEEP_FIELD_ID,
});
