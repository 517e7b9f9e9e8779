/** The same large acte in stock RJSF: default theme, run-time Ajv validator, liveValidate. */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import largeSchema from '../.out/large-form/large-form.schema.json';
import { largeFormData, DEEP_FIELD_ID, warmupSchema } from '../largeForm/schema';
import { runPage } from './harness';

const schema = largeSchema as RJSFSchema;

runPage({
  warmup: <Form schema={warmupSchema as RJSFSchema} validator={validator} liveValidate />,
  form: <Form schema={schema} validator={validator} formData={largeFormData()} liveValidate />,
  deepFieldId: DEEP_FIELD_ID,
});
