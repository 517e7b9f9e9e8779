import { formStepTexts as T } from '../../../i18n/formSteps';
import type { RecapSection } from '../../../language/recap';

/** The recap step: what the member typed, read-only, step by step (a description list per step). `intro: null`: no sentence above. */
export function RecapView({ sections, intro = T.recapIntro }: { sections: RecapSection[]; intro?: string | null }) {
  return (
    <div className="ea-recap">
      {intro && <p>{intro}</p>}
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3>{section.title}</h3>
          <dl className="ea-recap__list">
            {section.lines.map((line) => (
              <div key={line.field} className="ea-recap__line">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
