import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricCriterion, RubricLevels } from '@tutor/contracts';
import { LevelRadios, levelClass } from './LevelRadios';
import './rubric.css';

interface Props {
  rubric: Rubric;
  levels: RubricLevels;
  /** Choosing a level (the check); without it the grid only shows the choice. */
  onChoose?: (criterionId: string, levelId: string) => void;
}

interface RowProps {
  criterion: RubricCriterion;
  chosen: string | undefined;
  onChoose?: (criterionId: string, levelId: string) => void;
}

/** One criterion: its levels as a radio group (checking) or a list with the choice marked. */
function CriterionRow({ criterion, chosen, onChoose }: RowProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.rubric' });
  const titleId = useId();
  return (
    <div className="work-rubric-criterion">
      <p id={titleId} className="work-rubric-criterion-title">
        {criterion.title}
      </p>
      {onChoose ? (
        <LevelRadios criterion={criterion} chosen={chosen} onChoose={onChoose} />
      ) : (
        <ul aria-labelledby={titleId} className="work-rubric-levels">
          {criterion.levels.map((item) => (
            <li key={item.id} className={levelClass(item.id, chosen)}>
              <span>{item.title}</span>{' '}
              <span className="work-rubric-points">
                {t('points', { count: item.points })}
                {item.id === chosen ? ` · ${t('chosen')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A rubric: criteria as rows, their levels side by side (one card per criterion on a
 * phone). The chosen level of each criterion is highlighted.
 */
export function RubricGrid({ rubric, levels, onChoose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.rubric' });
  const titleId = useId();
  return (
    <section className="work-rubric" aria-labelledby={titleId}>
      <h3 id={titleId} className="work-rubric-title">
        {t('title', { title: rubric.title })}
      </h3>
      {rubric.criteria.map((criterion) => (
        <CriterionRow
          key={criterion.id}
          criterion={criterion}
          chosen={levels[criterion.id]}
          {...(onChoose ? { onChoose } : {})}
        />
      ))}
    </section>
  );
}
