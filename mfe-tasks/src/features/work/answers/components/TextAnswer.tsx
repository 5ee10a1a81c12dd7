import { ANSWER_TEXT_MAX, type AnswerValue } from '@tutor/contracts';

interface Props {
  labelId: string;
  multiline: boolean;
  text: string;
  onChange: (value: AnswerValue | null) => void;
}

/** Short text: one line; long text: a textarea. An empty text clears the answer. */
export function TextAnswer({ labelId, multiline, text, onChange }: Props) {
  const change = (next: string) => onChange(next === '' ? null : { text: next });
  return multiline ? (
    <textarea
      className="work-answer-input"
      aria-labelledby={labelId}
      rows={6}
      maxLength={ANSWER_TEXT_MAX}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  ) : (
    <input
      type="text"
      className="work-answer-input"
      aria-labelledby={labelId}
      maxLength={ANSWER_TEXT_MAX}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
