import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, Button } from '@tutor/ui';
import { useLoaded } from '../works/use-loaded';
import { listComments } from './api/list-comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/** The comments of a work, by the teacher and the student; used on both of their pages. */
export function CommentsPanel({ workId }: { workId: number }) {
  const { t } = useTranslation('works');
  const [state, reload] = useLoaded(() => listComments(workId), String(workId));

  return (
    <section className="comments" aria-labelledby={`comments-${workId}`}>
      <h2 id={`comments-${workId}`}>{t('comments.title')}</h2>
      {state.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.status === 'failed' ? (
        <>
          <ApiErrorAlert error={state.error} />
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="works-muted">{t('comments.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
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
