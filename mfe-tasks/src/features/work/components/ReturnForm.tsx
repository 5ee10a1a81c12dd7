import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, type WorkView } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { Button, TextArea } from '@tutor/ui';
import { returnWork } from '../api/return-work';
import { RefusalAlert } from './RefusalAlert';

interface Props {
  view: WorkView;
  onView: (view: WorkView) => void;
  onReload: () => void;
}

/** Sends the work back to the student (status 0) with a comment saying what to redo. */
export function ReturnForm({ view, onView, onReload }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError(null);
    if (comment.trim() === '') {
      setErrors([t('return.required')]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      onView(await returnWork(view.id, { version: view.version, comment: comment.trim() }));
    } catch (caught) {
      const texts = caught instanceof ApiError ? (caught.fieldErrors.comment ?? []) : [];
      setErrors(texts);
      if (texts.length === 0) setError(caught);
      setBusy(false);
    }
  };

  return (
    <section className="work-return" aria-labelledby="work-return-title">
      <h2 id="work-return-title">{t('return.title')}</h2>
      <TextArea
        label={t('return.comment')}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={comment}
        errors={errors}
        onChange={(event) => {
          setComment(event.target.value);
          setErrors([]);
        }}
      />
      <RefusalAlert error={error} onReload={onReload} />
      <Button variant="secondary" busy={busy} onClick={() => void send()}>
        {t('return.submit')}
      </Button>
    </section>
  );
}
