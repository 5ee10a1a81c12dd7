import { useTranslation } from 'react-i18next';
import { ATTACHMENT_LIMITS } from '@tutor/contracts';
import type { FieldErrors } from '@tutor/api-client';
import type { DraftFile } from '../lib/draft-files';
import { fileErrorsAt } from '../lib/file-errors';
import { FilesField } from './FilesField';

interface Props {
  files: DraftFile[] | undefined;
  errors: FieldErrors;
  onChange: (files: DraftFile[]) => void;
}

/** «Файлы» of the task as a whole, sent as its `attachments`. */
export function TaskFiles({ files, errors, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files' });
  return (
    <FilesField
      listLabel={t('task')}
      hint={t('editor.task_hint')}
      files={files}
      max={ATTACHMENT_LIMITS.perTask}
      errors={fileErrorsAt(errors, 'attachments')}
      onChange={onChange}
    />
  );
}
