import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, ErrorKey } from '@tutor/contracts';
import { Alert, Button } from '@tutor/ui';
import { createComment } from './api/create-comment';
import { textErrors } from './comment-errors';
import { TextAreaField } from './TextAreaField';

/** A new comment; failing shows the spec's CommentCreate error and keeps the text. */
export function CommentForm({ workId, onCreated }: { workId: number; onCreated: () => void }) {
  const { t } = useTranslation('works');
  const { t: tr } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setFailed(false);
    if (text.trim() === '') {
      setErrors([t('comments.required')]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await createComment(workId, { text: text.trim() });
      setText('');
      onCreated();
    } catch (error) {
      const texts = textErrors(error);
      setErrors(texts);
      setFailed(texts.length === 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextAreaField
        label={t('comments.new')}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        errors={errors}
        onChange={(event) => {
          setText(event.target.value);
          setErrors([]);
        }}
      />
      {failed ? <Alert>{tr(ErrorKey.CommentCreate)}</Alert> : null}
      <Button type="submit" busy={busy}>
        {t('comments.add')}
      </Button>
    </form>
  );
}
