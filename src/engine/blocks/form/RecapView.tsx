import './recap.css';
import { formStepTexts as T } from '../../../i18n/formSteps';
import type { RecapField, RecapGroup } from '../../../language/recap';

/**
 * A recap model drawn (src/language/recap.ts): a section per step, a description list of its
 * « label : value » lines, and each nested group (an object, an item of a list) as a section of its
 * own one heading level down — never run together on one line. `intro: null`: no sentence above.
 */
export function RecapView({ sections, intro = T.recapIntro }: { sections: RecapGroup[]; intro?: string | null }) {
  return (
    <div className="ea-recap">
      {intro && <p>{intro}</p>}
      {sections.map((section, index) => (
        <GroupView key={index} group={section} level={3} />
      ))}
    </div>
  );
}

type Heading = 'h3' | 'h4' | 'h5' | 'h6';

function GroupView({ group, level }: { group: RecapGroup; level: number }) {
  const Tag = `h${Math.min(level, 6)}` as Heading;
  // Fields in a row share one list; a group between them starts its own section.
  const runs: Array<RecapField[] | RecapGroup> = [];
  for (const entry of group.entries) {
    const last = runs[runs.length - 1];
    if (entry.kind === 'group') runs.push(entry);
    else if (Array.isArray(last)) last.push(entry);
    else runs.push([entry]);
  }
  return (
    <section aria-label={group.title} className={level > 3 ? 'ea-recap__group' : undefined}>
      <Tag>{group.title}</Tag>
      {runs.map((run, index) =>
        Array.isArray(run) ? (
          <dl key={index} className="ea-recap__list">
            {run.map((line, at) => (
              <div key={at} className="ea-recap__line">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <GroupView key={index} group={run} level={level + 1} />
        ),
      )}
    </section>
  );
}
