import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, Button } from '@tutor/ui';
import { useCommentsQuery } from '../hooks/use-comments-query';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** The comments of a work, by the teacher and the student; used on both of their pages. */
export function CommentsPanel({ workId }: { workId: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const state = useCommentsQuery(workId);
  const reload = () => void state.refetch();

  return (
    <section className="comments" aria-labelledby={`comments-${workId}`}>
      <h2 id={`comments-${workId}`}>{t('comments.title')}</h2>
      {state.isPending ? <p role="status">{t('loading')}</p> : null}
      {state.isError ? (
        <>
          <ApiErrorAlert error={state.error} />
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </>
      ) : null}
      {state.isSuccess && state.data.length === 0 ? (
        <p className="works-muted">{t('comments.empty')}</p>
      ) : null}
      {state.isSuccess && state.data.length > 0 ? (
        <ul className="comment-list" aria-label={t('comments.title')}>
          {state.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onChanged={reload} />
          ))}
        </ul>
      ) : null}
      <CommentForm workId={workId} onCreated={reload} />
    </section>
  );
}
