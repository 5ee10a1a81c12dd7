import { useTranslation } from 'react-i18next';
import { ATTACHMENT_LIMITS } from '@tutor/contracts';
import type { FieldErrors } from '@tutor/api-client';
import type { QuestionDraft } from '../../lib/draft';
import type { QuestionAction } from '../../lib/questions-reducer';
import { fileErrorsAt } from '../lib/file-errors';
import { FilesField } from './FilesField';

interface Props {
  question: QuestionDraft;
  index: number;
  errors: FieldErrors;
  onAction: (action: QuestionAction) => void;
}

/** «Файлы» of one question, sent as its `attachments`. */
export function QuestionFiles({ question, index, errors, onAction }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files' });
  return (
    <FilesField
      listLabel={t('question', { number: index + 1 })}
      hint={t('editor.question_hint')}
      files={question.attachments}
      max={ATTACHMENT_LIMITS.perQuestion}
      errors={fileErrorsAt(errors, `questions.${index}.attachments`)}
      onChange={(attachments) => onAction({ type: 'edit', index, patch: { attachments } })}
    />
  );
}
