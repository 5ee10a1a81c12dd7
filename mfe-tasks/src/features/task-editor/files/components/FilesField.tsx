import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip } from 'lucide-react';
import { useAppSettings } from '@tutor/session';
import { Button, buttonClass, FieldErrors } from '@tutor/ui';
import { AttachmentList } from '@tutor/ui/attachments';
import { acceptOf } from '../../../../shared/lib/file-rules';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { useRefusalText } from '../hooks/use-refusal-text';
import { withFile, type DraftFile } from '../lib/draft-files';
import './files.css';

interface Props {
  /** What the listed files are, for screen readers ("Files of the task"). */
  listLabel: string;
  hint: string;
  files: DraftFile[] | undefined;
  /** How many files the list may hold. */
  max: number;
  /** The API's errors of this list (`attachments`, `questions.N.attachments`). */
  errors: string[];
  onChange: (files: DraftFile[]) => void;
}

/**
 * The editor's «Файлы» of a task or a question: upload (the server's types and size from
 * the app settings), the list with previews and «Убрать», progress and refusals.
 */
export function FilesField({ listLabel, hint, files, max, errors, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files.editor' });
  const limits = useAppSettings((state) => state.settings?.files);
  const refusalText = useRefusalText(limits);
  const id = useId();
  const { upload, sending } = useAttachmentUpload();
  const [refused, setRefused] = useState<string[]>([]);
  // several uploads in a row each add to the list the one before left
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const shown = files ?? [];

  const add = async (chosen: File[]) => {
    const reasons: string[] = [];
    for (const file of chosen) {
      const early = refusalText(file);
      if ((latest.current?.length ?? 0) >= max) reasons.push(t('limit', { max }));
      else if (early !== undefined) reasons.push(t('refused', { name: file.name, reason: early }));
      else {
        const stored = await upload(file);
        if (Array.isArray(stored)) {
          reasons.push(t('refused', { name: file.name, reason: stored.join(' ') }));
        } else {
          latest.current = withFile(latest.current, stored);
          onChange(latest.current);
        }
      }
    }
    setRefused([...new Set(reasons)]);
  };
  const allErrors = [...refused, ...errors];
  const errorId = `${id}-errors`;

  return (
    <fieldset className="tasks-files" aria-describedby={`${id}-hint`}>
      <legend>{t('title')}</legend>
      <p id={`${id}-hint`} className="tasks-files-hint">
        {hint}
        {limits === undefined ? null : (
          <> {t('hint', { max: limits.max_mb, types: limits.types.join(', ') })}</>
        )}
      </p>
      <AttachmentList
        files={shown}
        label={listLabel}
        actions={(file) => (
          <Button
            variant="link"
            aria-label={t('remove_named', { name: file.name })}
            onClick={() => onChange(shown.filter((kept) => kept.id !== file.id))}
          >
            {t('remove')}
          </Button>
        )}
      />
      {sending === null ? null : (
        <p className="tasks-files-progress" role="status">
          <label htmlFor={`${id}-progress`}>{sending.name}</label>{' '}
          <progress id={`${id}-progress`} max={100} value={sending.percent}>
            {sending.percent}%
          </progress>
        </p>
      )}
      {shown.length >= max ? null : (
        <div className="tasks-files-picker">
          <input
            id={`${id}-input`}
            className="ui-visually-hidden tasks-files-input"
            type="file"
            multiple
            accept={acceptOf(limits)}
            disabled={sending !== null}
            aria-invalid={allErrors.length > 0 || undefined}
            aria-describedby={allErrors.length > 0 ? errorId : undefined}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) void add(chosen);
            }}
          />
          <label
            htmlFor={`${id}-input`}
            className={`${buttonClass('secondary')} tasks-files-button`}
          >
            <Paperclip size={18} aria-hidden />
            {t('choose')}
          </label>
        </div>
      )}
      <FieldErrors id={errorId} errors={allErrors} />
    </fieldset>
  );
}
