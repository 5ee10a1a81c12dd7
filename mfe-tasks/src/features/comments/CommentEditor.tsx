import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, ErrorKey, type WorkComment } from '@tutor/contracts';
import { Alert, Button } from '@tutor/ui';
import { updateComment } from './api/update-comment';
import { textErrors } from './comment-errors';
import { TextAreaField } from './TextAreaField';

interface Props {
  comment: WorkComment;
  onSaved: () => void;
  onCancel: () => void;
}

/** Editing an own comment; failing shows the spec's CommentUpdate error. */
export function CommentEditor({ comment, onSaved, onCancel }: Props) {
  const { t } = useTranslation('works');
  const { t: tr } = useTranslation();
  const [text, setText] = useState(comment.text);
  const [errors, setErrors] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setFailed(false);
    if (text.trim() === '') {
      setErrors([t('comments.required')]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await updateComment(comment.id, { text: text.trim() });
      onSaved();
    } catch (error) {
      const texts = textErrors(error);
      setErrors(texts);
      setFailed(texts.length === 0);
      setBusy(false);
    }
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextAreaField
        label={t('comments.text')}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        errors={errors}
        onChange={(event) => {
          setText(event.target.value);
          setErrors([]);
        }}
      />
      {failed ? <Alert>{tr(ErrorKey.CommentUpdate)}</Alert> : null}
      <div className="works-actions">
        <Button type="submit" busy={busy}>
          {t('comments.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('comments.cancel')}
        </Button>
      </div>
    </form>
  );
}
