import { useTranslation } from 'react-i18next';
import type { StudentOverview } from '@tutor/contracts';
import { TextLink } from '@tutor/ui';
import { workPath } from '../../../config/paths';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { MathText } from '@tutor/ui/math';

/** How many comments the student's works have, and the latest ones with links to the works. */
export function StudentComments({ comments }: { comments: StudentOverview['comments'] }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const moment = useFormatMoment();
  return (
    <section className="tasks-panel" aria-labelledby="student-comments">
      <h2 id="student-comments">{t('comments')}</h2>
      {comments.count === 0 ? (
        <p>{t('no_comments')}</p>
      ) : (
        <>
          <p>{t('comments_count', { count: comments.count })}</p>
          <ul className="student-comments">
            {comments.latest.map((comment) => (
              <li key={comment.id}>
                <p className="student-hint">
                  {comment.author.first_name}, {moment(comment.created_at)},{' '}
                  <TextLink to={workPath(comment.work_id)}>
                    {t('comment_on', { task: comment.task_title })}
                  </TextLink>
                </p>
                <p className="student-comment-text">
                  <MathText text={comment.text} />
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
