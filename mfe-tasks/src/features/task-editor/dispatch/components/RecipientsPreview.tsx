import { useTranslation } from 'react-i18next';
import type { DispatchPreview } from '@tutor/contracts';
import { Checkbox } from '@tutor/ui';
import { namesOf } from '../lib/target';

interface Props {
  preview: DispatchPreview | undefined;
  pending: boolean;
  onlyNew: boolean;
  onOnlyNew: (value: boolean) => void;
}

/** Before sending: who receives the task now; nobody → the offer to send to later joiners. */
export function RecipientsPreview({ preview, pending, onlyNew, onOnlyNew }: Props) {
  const { t } = useTranslation('tasks');
  let text: string | null = null;
  if (preview && preview.recipients > 0) {
    const names = preview.students.map((student) => student.first_name);
    text = t('dispatch.preview_some', {
      count: preview.recipients,
      names: namesOf(names, preview.recipients),
    });
  } else if (preview) text = t('dispatch.preview_none');
  else if (pending) text = t('dispatch.preview_loading');
  return (
    <div className="tasks-recipients">
      <p role="status" className={preview?.recipients === 0 ? 'tasks-recipients-none' : undefined}>
        {text}
      </p>
      {preview?.recipients === 0 ? (
        <Checkbox
          label={t('dispatch.only_new')}
          checked={onlyNew}
          onChange={(event) => onOnlyNew(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
