import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldErrors } from '@tutor/ui';
import type { AnswerState } from '../lib/answer-state';
import { FileLink } from './FileLink';
import { useUpload } from '../hooks/use-upload';

interface Props {
  answer: AnswerState | undefined;
  onChange: (answer: AnswerState) => void;
}

/** A file answer: upload, see the file, remove it; size and type refusals show below. */
export function FileAnswer({ answer, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const inputId = useId();
  const errorId = `${inputId}-errors`;
  const { upload, uploading, errors } = useUpload((file) =>
    onChange({ value: { file_id: file.id }, file }),
  );
  return (
    <div className="work-file">
      {answer?.file ? (
        <p>
          <FileLink file={answer.file} />{' '}
          <Button variant="link" onClick={() => onChange({ value: null })}>
            {t('file.remove')}
          </Button>
        </p>
      ) : null}
      <label htmlFor={inputId}>{t('file.choose')}</label>
      <input
        id={inputId}
        type="file"
        disabled={uploading}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {uploading ? <p role="status">{t('file.uploading')}</p> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
