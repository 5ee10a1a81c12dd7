import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@tutor/ui/math';
import type { WorkQuestion } from '@tutor/contracts';
import { ProtectedText } from './ProtectedText';
import { QuestionAttachments } from '../../attachments/QuestionAttachments';

interface Props {
  question: WorkQuestion;
  number: number;
  protect: boolean;
  /** Renders the answer; `textId` names the question text, to label a single input by it. */
  children: (textId: string) => ReactNode;
  footer?: ReactNode;
}

/** One question of a work: a group named by its text, the answer, and what follows it. */
export function QuestionBlock({ question, number, protect, children, footer }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const textId = useId();
  return (
    <fieldset className="work-question">
      <legend>
        <span className="work-question-number">{t('question.number', { number })}</span>{' '}
        <ProtectedText id={textId} protect={protect} className="work-question-text">
          <RichText text={question.text} images={question.images} />
        </ProtectedText>{' '}
        <span className="work-question-ball">
          {t('question.max_ball', { ball: question.ball })}
        </span>
      </legend>
      <QuestionAttachments files={question.attachments} number={number} />
      {children(textId)}
      {footer}
    </fieldset>
  );
}
