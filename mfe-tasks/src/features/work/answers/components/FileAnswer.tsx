import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip } from 'lucide-react';
import type { StoredFileRef } from '@tutor/contracts';
import { useAppSettings } from '@tutor/session';
import { Button, buttonClass, FieldErrors, useFileUpload } from '@tutor/ui';
import { filesOf, type AnswerState } from '../lib/answer-state';
import { acceptOf, refusalOf } from '../../../../shared/lib/file-rules';
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
 * removable one by one; size and type refusals, and the limit, show below. The input is
 * the browser's, visually hidden behind its label drawn as a button; it offers only the
 * server's types (app settings) and refuses a file too large before sending it.
 */
export function FileAnswer({ answer, max, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const limits = useAppSettings((state) => state.settings?.files);
  const inputId = useId();
  const errorId = `${inputId}-errors`;
  const hintId = `${inputId}-hint`;
  const files = filesOf(answer);
  // Several uploads in a row each add to the list the one before left.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const [limitHit, setLimitHit] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const { upload, uploading, errors } = useFileUpload((file) => {
    const next = [...latest.current, file];
    latest.current = next;
    onChange(answerOf(next));
  });
  const full = files.length >= max;
  const shownErrors = [...refused, ...errors, ...(limitHit ? [t('file.limit', { max })] : [])];
  const types = limits?.types.join(', ') ?? '';

  const add = async (chosen: File[]) => {
    const reasons = chosen.flatMap((file) => {
      const refusal = refusalOf(file, limits);
      if (refusal === undefined) return [];
      const reason =
        refusal === 'size'
          ? tr('errors.file_too_large', { max: limits?.max_mb })
          : tr('errors.file_type', { types });
      return [t('file.refused', { name: file.name, reason })];
    });
    setRefused(reasons);
    const accepted = chosen.filter((file) => refusalOf(file, limits) === undefined);
    const room = max - latest.current.length;
    setLimitHit(accepted.length > room);
    for (const file of accepted.slice(0, Math.max(0, room))) await upload(file);
  };
  const remove = (id: number) => {
    setLimitHit(false);
    setRefused([]);
    onChange(answerOf(files.filter((file) => file.id !== id)));
  };
  const describedBy = [
    limits === undefined ? null : hintId,
    shownErrors.length > 0 ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

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
        <div className="work-file-picker">
          <input
            id={inputId}
            className="ui-visually-hidden work-file-input"
            type="file"
            accept={acceptOf(limits)}
            multiple={max - files.length > 1}
            disabled={uploading}
            aria-invalid={shownErrors.length > 0 || undefined}
            aria-describedby={describedBy === '' ? undefined : describedBy}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) void add(chosen);
            }}
          />
          <label
            htmlFor={inputId}
            className={`${buttonClass('secondary')} work-file-button`}
            aria-disabled={uploading || undefined}
          >
            <Paperclip size={18} aria-hidden />
            {files.length > 0 ? t('file.add') : t('file.choose')}
          </label>
          {limits === undefined ? null : (
            <p id={hintId} className="works-muted work-file-hint">
              {t('file.hint', { max: limits.max_mb, types })}
            </p>
          )}
        </div>
      )}
      {uploading ? <p role="status">{t('file.uploading')}</p> : null}
      <FieldErrors id={errorId} errors={shownErrors} />
    </div>
  );
}
