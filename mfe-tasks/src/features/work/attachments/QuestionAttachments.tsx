import { useTranslation } from 'react-i18next';
import type { Attachment } from '@tutor/contracts';
import { AttachmentList } from '@tutor/ui/attachments';

interface Props {
  files: readonly Attachment[] | undefined;
  /** The question's number, naming the list. */
  number: number;
}

/** The files listed under one question; nothing without files. */
export function QuestionAttachments({ files, number }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files' });
  if (files === undefined || files.length === 0) return null;
  return (
    <div className="work-question-attachments">
      <AttachmentList files={files} label={t('question', { number })} />
    </div>
  );
}
