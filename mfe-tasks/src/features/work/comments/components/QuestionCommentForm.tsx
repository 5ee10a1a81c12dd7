import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createRequestKey } from '@tutor/api-client';
import { ErrorKey, type WorkComment } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { createComment } from '../api/create-comment';
import { BankTextArea } from '../bank/BankTextArea';
import { CommentTextForm } from './CommentTextForm';

interface Props {
  workId: number;
  questionId: number;
  number: number;
  studentName: string;
  onCreated: (comment: WorkComment) => void;
  onCancel: () => void;
}

/** The teacher's comment on one question; sent once per text like CommentForm. */
export function QuestionCommentForm(props: Props) {
  const { workId, questionId, number, studentName, onCreated, onCancel } = props;
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const attempt = useRef<{ text: string; key: string } | null>(null);
  return (
    <CommentTextForm
      label={t('question_label', { number })}
      submitLabel={t('question_add')}
      failureKey={ErrorKey.CommentCreate}
      clearOnSuccess
      renderInput={(input) => <BankTextArea {...input} studentName={studentName} />}
      extra={
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      }
      submit={async (text) => {
        if (attempt.current?.text !== text) attempt.current = { text, key: createRequestKey() };
        const comment = await createComment(workId, {
          text,
          request_key: attempt.current.key,
          question_id: questionId,
        });
        attempt.current = null;
        onCreated(comment);
      }}
    />
  );
}
