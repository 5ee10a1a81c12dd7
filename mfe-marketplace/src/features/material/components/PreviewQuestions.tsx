import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialPage, MaterialQuestion } from '@tutor/contracts';
import { RichText } from '@tutor/ui/math';

/**
 * The questions a viewer may see: the preview ones before buying, all of them for the author
 * and an owner. The correct options are marked only for those two (the API sends them only
 * to them; the page does not show them to anyone else either).
 */
export function PreviewQuestions({ material }: { material: MaterialPage }) {
  const { t } = useTranslation('marketplace');
  const titleId = useId();
  const full = material.mine || material.ownership.owned;
  const { preview, questions_count: total } = material;
  // A buyer-to-be sees some questions: number them by their place in the whole task.
  const numberOf = (index: number) =>
    (preview.length < total ? (material.preview_questions[index] ?? index) : index) + 1;
  return (
    <section className="mp-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('material.preview')}</h2>
      {preview.length === 0 ? <p className="mp-muted">{t('material.preview_none')}</p> : null}
      {preview.length > 0 && preview.length < total ? (
        <p className="mp-muted">{t('material.preview_some', { shown: preview.length, total })}</p>
      ) : null}
      <ol className="mp-questions">
        {preview.map((question, index) => (
          <li key={index} className="mp-question">
            <QuestionItem
              question={question}
              number={numberOf(index)}
              showCorrect={full}
              showPreviewMark={material.mine}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

interface ItemProps {
  question: MaterialQuestion;
  number: number;
  showCorrect: boolean;
  showPreviewMark: boolean;
}

function QuestionItem({ question, number, showCorrect, showPreviewMark }: ItemProps) {
  const { t } = useTranslation('marketplace');
  const correct = showCorrect ? (question.correct ?? []) : [];
  return (
    <>
      <p className="mp-question-head">
        <strong>{t('material.question', { number })}</strong>
        <span>{t(`question_types.${question.type}`)}</span>
        <span>{t('common.balls', { count: question.ball })}</span>
        {showPreviewMark && question.preview ? (
          <span className="mp-chip">{t('material.shown_before')}</span>
        ) : null}
      </p>
      <p className="mp-question-text">
        <RichText text={question.text} images={question.images} />
      </p>
      {question.options?.length ? (
        <ul className="mp-options" aria-label={t('material.options')}>
          {question.options.map((option) => (
            <li key={option.id}>
              <RichText text={option.text} images={question.images} />
              {correct.includes(option.id) ? (
                <span className="mp-correct"> — {t('material.correct')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
