import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '@tutor/contracts';
import { FormulaInput } from '@tutor/ui/math';

interface Props {
  tex: string;
  onChange: (value: AnswerValue | null) => void;
}

/** A formula question's answer: the visual formula input, or TeX; empty clears it. */
export function FormulaAnswer({ tex, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <div className="work-answer-formula">
      <FormulaInput
        label={t('answer.formula')}
        value={tex}
        onChange={(next) => onChange(next.trim() === '' ? null : { text: next })}
      />
    </div>
  );
}
