import { useTranslation } from 'react-i18next';
import { ErrorKey, type WorkComment } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { updateComment } from '../api/update-comment';
import { CommentTextForm } from './CommentTextForm';

interface Props {
  comment: WorkComment;
  onSaved: () => void;
  onCancel: () => void;
}

/** Editing an own comment; failing shows the spec's CommentUpdate error. */
export function CommentEditor({ comment, onSaved, onCancel }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <CommentTextForm
      label={t('comments.text')}
      submitLabel={t('comments.save')}
      initialText={comment.text}
      failureKey={ErrorKey.CommentUpdate}
      submit={async (text) => {
        await updateComment(comment.id, { text });
        onSaved();
      }}
      extra={
        <Button variant="secondary" onClick={onCancel}>
          {t('comments.cancel')}
        </Button>
      }
    />
  );
}
