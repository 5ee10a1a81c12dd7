import { useId } from 'react';
import { ANSWER_TEXT_MAX, type AnswerValue } from '@tutor/contracts';
import { FormulaInsertButton } from '@tutor/ui/math';

interface Props {
  labelId: string;
  multiline: boolean;
  text: string;
  onChange: (value: AnswerValue | null) => void;
}

/** Short text: one line; long text: a textarea. An empty text clears the answer. */
export function TextAnswer({ labelId, multiline, text, onChange }: Props) {
  const change = (next: string) => onChange(next === '' ? null : { text: next });
  const id = useId();
  return (
    <div className="work-text-answer">
      <TextControl id={id} labelId={labelId} multiline={multiline} text={text} onChange={change} />
      <FormulaInsertButton fieldId={id} value={text} onChange={change} />
    </div>
  );
}

interface ControlProps {
  id: string;
  labelId: string;
  multiline: boolean;
  text: string;
  onChange: (text: string) => void;
}

function TextControl({ id, labelId, multiline, text, onChange: change }: ControlProps) {
  return multiline ? (
    <textarea
      id={id}
      className="work-answer-input"
      aria-labelledby={labelId}
      rows={6}
      maxLength={ANSWER_TEXT_MAX}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  ) : (
    <input
      id={id}
      type="text"
      className="work-answer-input"
      aria-labelledby={labelId}
      maxLength={ANSWER_TEXT_MAX}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
