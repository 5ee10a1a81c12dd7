import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { COMMENT_TEXT_MAX, type CommentBankEntry } from '@tutor/contracts';
import { ActionError, Button, TextArea, useSendOnce } from '@tutor/ui';
import { deleteBankEntry, updateBankEntry } from '../api/comment-bank';

/** One saved comment of the bank: its text, edited or deleted in place. */
export function BankEntryItem({
  entry,
  onChanged,
}: {
  entry: CommentBankEntry;
  onChanged: () => void;
}) {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const [text, setText] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const { busy, run } = useSendOnce();

  const act = async (send: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await send();
      setText(null);
      onChanged();
    } catch (error) {
      const texts =
        error instanceof ApiError && error.status === 422 ? (error.fieldErrors.text ?? []) : [];
      setErrors(texts);
      setFailure(texts.length === 0 ? error : null);
    }
  };

  return (
    <li className="comment">
      {text === null ? (
        <p className="comment-text">{entry.text}</p>
      ) : (
        <TextArea
          label={t('entry_label')}
          rows={3}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          errors={errors}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <ActionError error={failure} fallback={t('save_to_bank_failed')} />
      <div className="works-actions">
        {text === null ? (
          <Button variant="link" onClick={() => setText(entry.text)}>
            {t('edit')}
          </Button>
        ) : (
          <Button
            busy={busy}
            onClick={() => void run(() => act(() => updateBankEntry(entry.id, text.trim())))}
          >
            {t('save')}
          </Button>
        )}
        <Button
          variant="link"
          disabled={busy}
          onClick={() => void run(() => act(() => deleteBankEntry(entry.id)))}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
