/** The floor of the keystroke figure: one bare input, no form — frame wait and paint only. */
import { useState } from 'react';
import { DEEP_FIELD_ID } from '../largeForm/schema';
import { runPage } from './harness';

function Bare() {
  const [value, setValue] = useState('');
  return <input id={DEEP_FIELD_ID} value={value} onChange={(event) => setValue(event.target.value)} />;
}

runPage({ warmup: <input />, form: <Bare />, deepFieldId: DEEP_FIELD_ID });
