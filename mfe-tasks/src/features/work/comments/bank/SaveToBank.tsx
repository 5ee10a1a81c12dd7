import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { templateCommentName } from '@tutor/contracts';
import { Button, useSendOnce } from '@tutor/ui';
import { saveToBank } from '../api/comment-bank';

/** «Сохранить в банк»: the text with the student's name turned back into {имя}. */
export function SaveToBank({ text, studentName }: { text: string; studentName: string }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const queries = useQueryClient();
  const { busy, run } = useSendOnce();
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const save = async () => {
    try {
      await saveToBank(templateCommentName(text.trim(), studentName));
      setState('saved');
      await queries.invalidateQueries({ queryKey: ['comment-bank'] });
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        busy={busy}
        disabled={text.trim() === ''}
        onClick={() => void run(save)}
      >
        {t('save_to_bank')}
      </Button>
      <span role="status" className="works-note">
        {state === 'saved'
          ? t('saved_to_bank')
          : state === 'failed'
            ? t('save_to_bank_failed')
            : ''}
      </span>
    </>
  );
}
