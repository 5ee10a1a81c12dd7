import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@tutor/contracts';
import { AttachmentList } from '@tutor/ui/attachments';

/** The files of the task as a whole, under a heading; nothing without files. */
export function TaskAttachments({ files }: { files: readonly Attachment[] | undefined }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files' });
  const headingId = useId();
  if (files === undefined || files.length === 0) return null;
  return (
    <section className="work-attachments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('task')}</h2>
      <AttachmentList files={files} label={t('task')} />
    </section>
  );
}
