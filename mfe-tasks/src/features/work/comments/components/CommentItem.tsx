import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKey, ROLE_TEACHER, type WorkComment } from '@tutor/contracts';
import { ActionError, Button } from '@tutor/ui';
import { useFormatMoment } from '../../../../shared/hooks/use-format-moment';
import { deleteComment } from '../api/delete-comment';
import { CommentEditor } from './CommentEditor';
import { MathText } from '@tutor/ui/math';

interface Props {
  comment: WorkComment;
  onChanged: () => void;
}

type Mode = 'view' | 'edit' | 'confirm-delete';

/** One comment: who and when, the text; the author may edit it or delete it (confirmed). */
export function CommentItem({ comment, onChanged }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  const formatMoment = useFormatMoment();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);

  const remove = async () => {
    setBusy(true);
    setDeleteFailure(null);
    try {
      await deleteComment(comment.id);
      onChanged();
    } catch (error) {
      setDeleteFailure(error);
      setBusy(false);
      setMode('view');
    }
  };

  const role = comment.author.role === ROLE_TEACHER ? t('comments.teacher') : t('comments.student');
  return (
    <li className="comment">
      <p className="comment-meta">
        <strong>{comment.author.first_name}</strong> <span className="works-note">{role}</span>{' '}
        <time dateTime={new Date(comment.created_at).toISOString()}>
          {formatMoment(comment.created_at)}
        </time>
        {comment.updated_at > comment.created_at ? (
          <span className="works-note">{t('comments.edited')}</span>
        ) : null}
      </p>
      {mode === 'edit' ? (
        <CommentEditor
          comment={comment}
          onSaved={() => {
            setMode('view');
            onChanged();
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <p className="comment-text">
          <MathText text={comment.text} />
        </p>
      )}
      <ActionError error={deleteFailure} fallback={tr(ErrorKey.CommentDelete)} />
      {comment.own && mode === 'view' ? (
        <div className="works-actions">
          <Button variant="link" onClick={() => setMode('edit')}>
            {t('comments.edit')}
          </Button>
          <Button variant="link" onClick={() => setMode('confirm-delete')}>
            {t('comments.delete')}
          </Button>
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div className="works-actions" role="group" aria-label={t('comments.confirm_delete')}>
          <span>{t('comments.confirm_delete')}</span>
          <Button busy={busy} onClick={() => void remove()}>
            {t('comments.confirm_yes')}
          </Button>
          <Button variant="secondary" onClick={() => setMode('view')}>
            {t('comments.cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
