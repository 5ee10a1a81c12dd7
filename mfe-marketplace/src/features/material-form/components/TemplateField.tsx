import { useTranslation } from 'react-i18next';
import type { TaskSummary } from '@tutor/contracts';
import { Select } from '@tutor/ui';

interface Props {
  tasks: TaskSummary[];
  value: number | null;
  errors: string[];
  onChange: (taskId: number | null) => void;
}

/**
 * The teacher's task the material is made from: one they wrote (a copy of a material they
 * took is not offered; the one already chosen stays listed, and the API says why it is refused).
 */
export function TemplateField({ tasks, value, errors, onChange }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  const offered = tasks.filter((task) => task.origin === 'authored' || task.id === value);
  return (
    <div>
      <Select
        label={t('template')}
        placeholder={t('choose_task')}
        options={offered.map((task) => ({ value: task.id, label: task.title }))}
        value={value === null ? '' : String(value)}
        errors={errors}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      />
      <p className="ui-hint">{t('template_hint')}</p>
    </div>
  );
}
