import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SUBJECTS,
  type MaterialExam,
} from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Checkbox, Field, FieldErrors, Select, TextArea } from '@tutor/ui';
import { errorsOf } from '../../../shared/lib/failure';
import { isSubject, type MaterialDraft } from '../lib/draft';

interface Props {
  draft: MaterialDraft;
  errors: Errors;
  set: <K extends keyof MaterialDraft>(field: K, value: MaterialDraft[K]) => void;
}

const GRADES = Array.from(
  { length: MATERIAL_LIMITS.gradeMax - MATERIAL_LIMITS.gradeMin + 1 },
  (_, index) => MATERIAL_LIMITS.gradeMin + index,
);

/** Title, subject, grade, exams and description: what the catalogue shows and searches. */
export function MaterialMainFields({ draft, errors, set }: Props) {
  const { t } = useTranslation('marketplace');
  const { t: shared } = useTranslation();
  const examErrorsId = useId();
  const examErrors = errorsOf(errors, 'exams');
  const toggleExam = (exam: MaterialExam, on: boolean) =>
    set(
      'exams',
      MATERIAL_EXAMS.filter((item) => (item === exam ? on : draft.exams.includes(item))),
    );

  return (
    <>
      <Field
        label={t('form.title')}
        required
        maxLength={MATERIAL_LIMITS.titleMax}
        value={draft.title}
        errors={errorsOf(errors, 'title')}
        onChange={(event) => set('title', event.target.value)}
      />
      <div className="mp-form-row">
        <Select
          label={t('form.subject')}
          placeholder={t('form.choose_subject')}
          options={MATERIAL_SUBJECTS.map((subject) => ({
            value: subject,
            label: shared(`subjects.${subject}`),
          }))}
          value={draft.subject ?? ''}
          errors={errorsOf(errors, 'subject')}
          onChange={(event) =>
            set('subject', isSubject(event.target.value) ? event.target.value : null)
          }
        />
        <Select
          label={t('form.grade')}
          placeholder={t('form.choose_grade')}
          options={GRADES.map((grade) => ({ value: grade, label: t('common.grade', { grade }) }))}
          value={draft.grade === null ? '' : String(draft.grade)}
          errors={errorsOf(errors, 'grade')}
          onChange={(event) =>
            set('grade', event.target.value === '' ? null : Number(event.target.value))
          }
        />
      </div>
      <fieldset
        className="ui-fieldset"
        aria-describedby={examErrors.length ? examErrorsId : undefined}
      >
        <legend>{t('form.exams')}</legend>
        <div className="mp-checks">
          {MATERIAL_EXAMS.map((exam) => (
            <Checkbox
              key={exam}
              label={t(`exams.${exam}`)}
              checked={draft.exams.includes(exam)}
              onChange={(event) => toggleExam(exam, event.target.checked)}
            />
          ))}
        </div>
        <FieldErrors id={examErrorsId} errors={examErrors} />
      </fieldset>
      <TextArea
        label={t('form.description')}
        hint={t('form.description_hint')}
        rows={8}
        maxLength={MATERIAL_LIMITS.descriptionMax}
        value={draft.description}
        errors={errorsOf(errors, 'description')}
        onChange={(event) => set('description', event.target.value)}
      />
    </>
  );
}
