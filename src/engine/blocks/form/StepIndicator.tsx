import './steps.css';
import { forwardRef } from 'react';
import { formStepTexts as T } from '../../../i18n/formSteps';
import type { FormStepDef } from '../../../language/steps';
import { Heading } from '../../../../widgets/blocks/headingLevel';

/**
 * Where the member is in a multi-step acte: « Étape 2 sur 4 : Motif » as the step's heading
 * (focused when the step changes, so a screen reader announces it), and the list of steps with
 * `aria-current="step"` on the current one.
 */
export const StepIndicator = forwardRef<HTMLHeadingElement, { steps: readonly FormStepDef[]; current: number }>(function StepIndicator(
  { steps, current },
  headingRef,
) {
  return (
    <div className="ea-steps">
      <nav aria-label={T.stepsLabel}>
        <ol className="ea-steps__list">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className={index === current ? 'ea-steps__item ea-steps__item--current' : index < current ? 'ea-steps__item ea-steps__item--done' : 'ea-steps__item'}
              aria-current={index === current ? 'step' : undefined}
            >
              {step.title}
            </li>
          ))}
        </ol>
      </nav>
      <Heading className="ea-steps__title" tabIndex={-1} ref={headingRef}>
        {T.stepOf(current + 1, steps.length, steps[current].title)}
      </Heading>
    </div>
  );
});
