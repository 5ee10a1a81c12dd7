import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFileRef } from '@tutor/contracts';
import { Button, FieldErrors, useFileUpload } from '@tutor/ui';
import { filesOf, type AnswerState } from '../lib/answer-state';
import { FileLink } from './FileLink';

interface Props {
  answer: AnswerState | undefined;
  /** The question's max_files: how many files the answer may hold. */
  max: number;
  onChange: (answer: AnswerState) => void;
}

function answerOf(files: StoredFileRef[]): AnswerState {
  return files.length === 0
    ? { value: null, files: [] }
    : { value: { file_ids: files.map((file) => file.id) }, file: files[0], files };
}

/**
 * A file answer: up to `max` files, each added to the others (never replacing them) and
 * removable one by one; size and type refusals, and the limit, show below.
 */
export function FileAnswer({ answer, max, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const inputId = useId();
  const errorId = `${inputId}-errors`;
  const files = filesOf(answer);
  // Several uploads in a row each add to the list the one before left.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const [limitHit, setLimitHit] = useState(false);
  const { upload, uploading, errors } = useFileUpload((file) => {
    const next = [...latest.current, file];
    latest.current = next;
    onChange(answerOf(next));
  });
  const full = files.length >= max;
  const shownErrors = limitHit ? [...errors, t('file.limit', { max })] : errors;

  const add = async (chosen: File[]) => {
    const room = max - latest.current.length;
    setLimitHit(chosen.length > room);
    for (const file of chosen.slice(0, Math.max(0, room))) await upload(file);
  };
  const remove = (id: number) => {
    setLimitHit(false);
    onChange(answerOf(files.filter((file) => file.id !== id)));
  };

  return (
    <div className="work-file">
      {files.length > 0 ? (
        <ul className="work-files" aria-label={t('file.files')}>
          {files.map((file) => (
            <li key={file.id}>
              <FileLink file={file} />
              <Button
                variant="link"
                aria-label={t('file.remove_named', { name: file.name })}
                onClick={() => remove(file.id)}
              >
                {t('file.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {max > 1 ? (
        <p className="works-muted" role="status">
          {t('file.count', { count: files.length, max })}
        </p>
      ) : null}
      {full ? (
        max > 1 ? (
          <p className="works-muted">{t('file.limit', { max })}</p>
        ) : null
      ) : (
        <>
          <label htmlFor={inputId}>{files.length > 0 ? t('file.add') : t('file.choose')}</label>
          <input
            id={inputId}
            type="file"
            multiple={max - files.length > 1}
            disabled={uploading}
            aria-invalid={shownErrors.length > 0 || undefined}
            aria-describedby={shownErrors.length > 0 ? errorId : undefined}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) void add(chosen);
            }}
          />
        </>
      )}
      {uploading ? <p role="status">{t('file.uploading')}</p> : null}
      <FieldErrors id={errorId} errors={shownErrors} />
    </div>
  );
}
