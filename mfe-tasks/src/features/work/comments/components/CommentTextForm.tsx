import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, type ErrorKey } from '@tutor/contracts';
import { ActionError, Button, TextArea, useSendOnce } from '@tutor/ui';
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
  /** Another text box than the plain one (the question comment's, with the bank). */
  renderInput?: (input: TextInput) => ReactNode;
}

export interface TextInput {
  label: string;
  value: string;
  errors: string[];
  onChange: (text: string) => void;
}

/**
 * A comment's text with its checks: required, the 422 under the field, the Save error.
 * A failed send keeps the text and says why (offline: "no network — not sent"); nothing is
 * sent again by itself, and a second click while one is on its way sends nothing.
 */
export function CommentTextForm(props: Props) {
  const { label, submitLabel, initialText = '', failureKey, submit, extra } = props;
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const [text, setText] = useState(initialText);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const { busy, run } = useSendOnce();
  const change = (value: string) => {
    setText(value);
    setErrors([]);
  };

  const send = async () => {
    setFailure(null);
    if (text.trim() === '') {
      setErrors([t('comments.required')]);
      return;
    }
    setErrors([]);
    try {
      await submit(text.trim());
      if (props.clearOnSuccess) setText('');
    } catch (error) {
      const texts = textErrors(error);
      setErrors(texts);
      setFailure(texts.length === 0 ? error : null);
    }
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void run(send);
      }}
    >
      {props.renderInput ? (
        props.renderInput({ label, value: text, errors, onChange: change })
      ) : (
        <TextArea
          label={label}
          rows={3}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          errors={errors}
          onChange={(event) => change(event.target.value)}
        />
      )}
      <ActionError error={failure} fallback={tr(failureKey)} />
      <div className="works-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
