import { useTranslation } from 'react-i18next';
import type { MaterialExam, MaterialSubject } from '@tutor/contracts';

interface Props {
  subject: MaterialSubject;
  grade: number;
  exams: MaterialExam[];
}

/** "Алгебра · 8 класс" and the exam tags (ОГЭ, ЕГЭ, ВПР). */
export function MaterialTags({ subject, grade, exams }: Props) {
  const { t } = useTranslation('marketplace');
  const { t: shared } = useTranslation();
  return (
    <div className="mp-tags">
      <span>
        {shared(`subjects.${subject}`)} · {t('common.grade', { grade })}
      </span>
      {exams.length > 0 ? (
        <ul className="mp-chips" aria-label={t('common.exams')}>
          {exams.map((exam) => (
            <li key={exam} className="mp-chip">
              {t(`exams.${exam}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
