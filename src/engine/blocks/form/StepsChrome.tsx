import { StepIndicator } from './StepIndicator';
import { RecapStep } from './RecapStep';
import type { ConditionScope } from '../../../language/conditions';
import type { FormStepDef } from '../../../language/steps';

/**
 * What a stepped acte draws around the form (the step list and heading, the recap), loaded only
 * by actes that declare `ui:steps`, so one-page forms do not download it.
 */
export default function StepsChrome(props: {
  steps: FormStepDef[];
  current: number;
  headingRef: React.Ref<HTMLHeadingElement>;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  data: Record<string, unknown>;
  scope: ConditionScope;
}) {
  const step = props.steps[props.current];
  return (
    <>
      <StepIndicator ref={props.headingRef} steps={props.steps} current={props.current} />
      {step.recap && <RecapStep schema={props.schema} uiSchema={props.uiSchema} data={props.data} scope={props.scope} />}
    </>
  );
}
