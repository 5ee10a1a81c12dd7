import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { Alert } from '@tutor/ui';
import { useCommentsQuery } from '../comments/hooks/use-comments-query';

/**
 * A returned work back in the student's hands: the teacher's note (kept as the teacher's
 * latest comment on the work) at the top of the page, with what to do next.
 */
export function ReturnedBanner({ workId }: { workId: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const comments = useCommentsQuery(workId);
  const note = comments.data
    ?.filter((comment) => comment.author.role === ROLE_TEACHER)
    .reduce<{ text: string; at: number } | null>(
      (latest, comment) =>
        latest === null || comment.created_at >= latest.at
          ? { text: comment.text, at: comment.created_at }
          : latest,
      null,
    )?.text;
  return (
    <Alert tone="info">
      <div className="work-returned">
        <strong>{t('work.returned_title')}</strong>
        {note ? <p>{t('work.returned_note', { note })}</p> : null}
        <p>{t('work.returned_hint')}</p>
      </div>
    </Alert>
  );
}
