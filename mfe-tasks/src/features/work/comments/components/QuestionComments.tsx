import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkComment } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { useCommentsQuery } from '../hooks/use-comments-query';
import { CommentItem } from './CommentItem';
import { QuestionCommentForm } from './QuestionCommentForm';

interface Props {
  workId: number;
  questionId: number;
  number: number;
  /** The teacher checking: a «Комментарий к вопросу» box; the student only reads. */
  writer?: { studentName: string };
}

/**
 * The comments on one question, under it. The student's list holds them only once the
 * check is finished (the API leaves them out before).
 */
export function QuestionComments({ workId, questionId, number, writer }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const state = useCommentsQuery(workId);
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const mine = state.data?.filter((comment) => comment.question_id === questionId) ?? [];
  const reload = () => void state.refetch();
  const added = (comment: WorkComment) => {
    queries.setQueryData<WorkComment[]>(queryKeys.comments(workId), (list) =>
      list && !list.some((item) => item.id === comment.id) ? [...list, comment] : list,
    );
    reload();
    setOpen(false);
  };

  return (
    <div className="question-comments">
      {mine.length > 0 ? (
        <ul className="comment-list" aria-label={t('question_title', { number })}>
          {mine.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onChanged={reload} />
          ))}
        </ul>
      ) : null}
      {writer && open ? (
        <QuestionCommentForm
          workId={workId}
          questionId={questionId}
          number={number}
          studentName={writer.studentName}
          onCreated={added}
          onCancel={() => setOpen(false)}
        />
      ) : null}
      {writer && !open ? (
        <Button
          variant="secondary"
          aria-label={t('question_label', { number })}
          onClick={() => setOpen(true)}
        >
          {t('question_open')}
        </Button>
      ) : null}
    </div>
  );
}
