import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FieldErrors, useFileUpload } from '@tutor/ui';
import type { AnswerState } from '../lib/answer-state';
import { AudioPlayer } from './AudioPlayer';
import { useRecorder } from '../hooks/use-recorder';

interface Props {
  answer: AnswerState | undefined;
  onChange: (answer: AnswerState) => void;
}

/** An audio answer recorded in the browser: record, stop, listen, record again. */
export function AudioAnswer({ answer, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const errorId = useId();
  const { upload, uploading, errors } = useFileUpload((file) =>
    onChange({ value: { file_id: file.id }, file }),
  );
  const recorder = useRecorder((file) => void upload(file));
  const file = answer?.file;
  return (
    <div className="work-audio">
      {file && !recorder.recording ? <AudioPlayer key={file.url} src={file.url} /> : null}
      <div className="works-actions">
        {recorder.recording ? (
          <Button onClick={recorder.stop}>{t('audio.stop')}</Button>
        ) : (
          <Button busy={uploading} onClick={() => void recorder.start()}>
            {file ? t('audio.record_again') : t('audio.record')}
          </Button>
        )}
        {file && !recorder.recording ? (
          <Button variant="secondary" onClick={() => onChange({ value: null })}>
            {t('audio.remove')}
          </Button>
        ) : null}
      </div>
      {recorder.recording ? <p role="status">{t('audio.recording')}</p> : null}
      {uploading ? <p role="status">{t('file.uploading')}</p> : null}
      {recorder.error ? <Alert>{tr(recorder.error)}</Alert> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
