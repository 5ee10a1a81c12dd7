import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkComment } from '@tutor/contracts';
import { QueryStatus } from '@tutor/ui';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { useCommentsQuery } from '../hooks/use-comments-query';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** The comments of a work, by the teacher and the student; used on both of their pages. */
export function CommentsPanel({ workId }: { workId: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const state = useCommentsQuery(workId);
  const queries = useQueryClient();
  const reload = () => void state.refetch();
  // comments on one question show under it (QuestionComments)
  const workComments = state.data?.filter((comment) => comment.question_id === null);
  // The answer goes on the list at once, so it shows even if reading the list fails next.
  const added = (comment: WorkComment) => {
    queries.setQueryData<WorkComment[]>(queryKeys.comments(workId), (list) =>
      list && !list.some((item) => item.id === comment.id) ? [...list, comment] : list,
    );
    reload();
  };

  return (
    <section className="comments" aria-labelledby={`comments-${workId}`}>
      <h2 id={`comments-${workId}`}>{t('comments.title')}</h2>
      <QueryStatus query={state} />
      {workComments?.length === 0 ? <p className="works-muted">{t('comments.empty')}</p> : null}
      {workComments !== undefined && workComments.length > 0 ? (
        <ul className="comment-list" aria-label={t('comments.title')}>
          {workComments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onChanged={reload} />
          ))}
        </ul>
      ) : null}
      <CommentForm workId={workId} onCreated={added} />
    </section>
  );
}
