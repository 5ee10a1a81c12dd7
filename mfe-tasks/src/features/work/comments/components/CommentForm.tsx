import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createRequestKey } from '@tutor/api-client';
import { ErrorKey, type WorkComment } from '@tutor/contracts';
import { createComment } from '../api/create-comment';
import { CommentTextForm } from './CommentTextForm';

interface Attempt {
  text: string;
  key: string;
}

/**
 * A new comment; failing shows the spec's CommentCreate error (offline: "no network — not
 * sent") and keeps the text. Sending the same text again reuses its request key, so a
 * comment whose answer was lost (the connection dropped) is added once, not twice.
 */
interface Props {
  workId: number;
  onCreated: (comment: WorkComment) => void;
}

export function CommentForm({ workId, onCreated }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const attempt = useRef<Attempt | null>(null);
  return (
    <CommentTextForm
      label={t('comments.new')}
      submitLabel={t('comments.add')}
      failureKey={ErrorKey.CommentCreate}
      clearOnSuccess
      submit={async (text) => {
        if (attempt.current?.text !== text) attempt.current = { text, key: createRequestKey() };
        const comment = await createComment(workId, { text, request_key: attempt.current.key });
        attempt.current = null;
        onCreated(comment);
      }}
    />
  );
}
