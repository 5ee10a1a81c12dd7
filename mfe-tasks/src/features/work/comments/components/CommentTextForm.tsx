import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, type ErrorKey } from '@tutor/contracts';
import { Alert, Button, TextArea } from '@tutor/ui';
import { textErrors } from '../lib/comment-errors';

interface Props {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** The spec's Save error shown when the call fails for another reason than a 422. */
  failureKey: ErrorKey;
  /** Sends the trimmed text; resolves when it is saved. */
  submit: (text: string) => Promise<void>;
  /** Buttons beside the submit one (e.g. cancel). */
  extra?: ReactNode;
  clearOnSuccess?: boolean;
}

/** A comment's text with its checks: required, the 422 under the field, the Save error. */
export function CommentTextForm(props: Props) {
  const { label, submitLabel, initialText = '', failureKey, submit, extra } = props;
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const [text, setText] = useState(initialText);
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
      await submit(text.trim());
      if (props.clearOnSuccess) setText('');
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
      <TextArea
        label={label}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        errors={errors}
        onChange={(event) => {
          setText(event.target.value);
          setErrors([]);
        }}
      />
      {failed ? <Alert>{tr(failureKey)}</Alert> : null}
      <div className="works-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
