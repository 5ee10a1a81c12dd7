import { useTranslation } from 'react-i18next';
import { ErrorKey } from '@tutor/contracts';
import { createComment } from '../api/create-comment';
import { CommentTextForm } from './CommentTextForm';

/** A new comment; failing shows the spec's CommentCreate error and keeps the text. */
export function CommentForm({ workId, onCreated }: { workId: number; onCreated: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <CommentTextForm
      label={t('comments.new')}
      submitLabel={t('comments.add')}
      failureKey={ErrorKey.CommentCreate}
      clearOnSuccess
      submit={async (text) => {
        await createComment(workId, { text });
        onCreated();
      }}
    />
  );
}
