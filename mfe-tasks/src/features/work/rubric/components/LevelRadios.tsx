import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricCriterion } from '@tutor/contracts';

interface Props {
  criterion: RubricCriterion;
  chosen: string | undefined;
  onChoose: (criterionId: string, levelId: string) => void;
}

/** The keys that move a radio group's choice, and by how much (Home/End go to the ends). */
const STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** A level's classes: the chosen one highlighted. */
export const levelClass = (id: string, chosen: string | undefined): string =>
  id === chosen ? 'work-rubric-level work-rubric-level-chosen' : 'work-rubric-level';

/**
 * A criterion's levels as a radio group: one tab stop (the chosen level, else the first);
 * arrow keys, Home and End move and choose, as radio buttons do.
 */
export function LevelRadios({ criterion, chosen, onChoose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.rubric' });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { levels } = criterion;
  const current = Math.max(
    0,
    levels.findIndex((level) => level.id === chosen),
  );
  const moveTo = (index: number) => {
    const level = levels[index];
    if (level === undefined) return;
    onChoose(criterion.id, level.id);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = levels.length - 1;
    const step = STEPS[event.key];
    let target: number | undefined;
    if (step !== undefined) target = (current + step + levels.length) % levels.length;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('criterion_levels', { criterion: criterion.title })}
      className="work-rubric-levels"
      onKeyDown={onKeyDown}
    >
      {levels.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={item.id === chosen}
          tabIndex={index === current ? 0 : -1}
          className={levelClass(item.id, chosen)}
          onClick={() => onChoose(criterion.id, item.id)}
        >
          <span>{item.title}</span>{' '}
          <span className="work-rubric-points">{t('points', { count: item.points })}</span>
        </button>
      ))}
    </div>
  );
}
