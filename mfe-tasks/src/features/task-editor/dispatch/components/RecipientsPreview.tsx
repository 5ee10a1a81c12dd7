import { useTranslation } from 'react-i18next';
import type { DispatchPreview } from '@tutor/contracts';
import { namesOf } from '../lib/target';

interface Props {
  preview: DispatchPreview | undefined;
  pending: boolean;
}

/** Before sending: who receives the task now (nobody → the send may go to later joiners). */
export function RecipientsPreview({ preview, pending }: Props) {
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
    </div>
  );
}
