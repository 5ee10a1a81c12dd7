import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_SUBJECTS } from '@tutor/contracts';
import { ActionError, Button, Card, Checkbox, toast } from '@tutor/ui';
import type { useSubjectChanges } from '../hooks/use-subject-changes';
import './starter-subjects.css';

/** The catalogue's subjects, but "other", which names no subject. */
const STARTER = MATERIAL_SUBJECTS.filter((subject) => subject !== 'other');
type Starter = (typeof STARTER)[number];

interface Props {
  addStarter: ReturnType<typeof useSubjectChanges>['addStarter'];
}

/** A teacher with no subject yet ticks the catalogue's subjects they teach and adds them. */
export function StarterSubjects({ addStarter }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'library.starter' });
  const { t: shared } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<Starter>>(new Set());
  const [missing, setMissing] = useState(false);
  const toggle = (subject: Starter, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(subject);
    else next.delete(subject);
    setChosen(next);
    if (next.size > 0) setMissing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setMissing(true);
    const names = STARTER.filter((subject) => chosen.has(subject)).map((s) =>
      shared(`subjects.${s}`),
    );
    addStarter.mutate(names, {
      onSuccess: () => toast.success(t('added', { count: names.length })),
    });
  };
  return (
    <Card>
      <form className="starter-subjects" onSubmit={submit} aria-labelledby="starter-title">
        <h2 id="starter-title">{t('title')}</h2>
        <p>{t('text')}</p>
        <fieldset aria-describedby={missing ? 'starter-missing' : undefined}>
          <legend>{t('legend')}</legend>
          <div className="starter-subjects-list">
            {STARTER.map((subject) => (
              <Checkbox
                key={subject}
                label={shared(`subjects.${subject}`)}
                checked={chosen.has(subject)}
                onChange={(event) => toggle(subject, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
        {missing ? (
          <p id="starter-missing" className="ui-field-errors" role="alert">
            {t('none_chosen')}
          </p>
        ) : null}
        <ActionError error={addStarter.error} />
        <Button type="submit" busy={addStarter.isPending}>
          {t('add')}
        </Button>
      </form>
    </Card>
  );
}
