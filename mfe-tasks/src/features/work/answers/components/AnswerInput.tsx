import { QuestionType, type WorkQuestion } from '@tutor/contracts';
import { choicesOf, linkOf, textOf, type AnswerState } from '../lib/answer-state';
import { AudioAnswer } from './AudioAnswer';
import { ChoiceAnswer } from './ChoiceAnswer';
import { FileAnswer } from './FileAnswer';
import { FormulaAnswer } from './FormulaAnswer';
import { TextAnswer } from './TextAnswer';
import { VideoLinkAnswer } from './VideoLinkAnswer';

interface Props {
  question: WorkQuestion;
  answer: AnswerState | undefined;
  /** The id of the question text, which labels single inputs. */
  labelId: string;
  protect: boolean;
  onChange: (answer: AnswerState) => void;
}

/** The student's editable answer to one question, by its type. */
export function AnswerInput({ question, answer, labelId, protect, onChange }: Props) {
  switch (question.type) {
    case QuestionType.Formula:
      return (
        <FormulaAnswer tex={textOf(answer?.value)} onChange={(value) => onChange({ value })} />
      );
    case QuestionType.ShortText:
    case QuestionType.LongText:
      return (
        <TextAnswer
          labelId={labelId}
          multiline={question.type === QuestionType.LongText}
          text={textOf(answer?.value)}
          onChange={(value) => onChange({ value })}
        />
      );
    case QuestionType.SingleChoice:
    case QuestionType.MultipleChoice:
      return (
        <ChoiceAnswer
          question={question}
          chosen={choicesOf(answer?.value)}
          protect={protect}
          onChange={(value) => onChange({ value })}
        />
      );
    case QuestionType.File:
      return <FileAnswer answer={answer} max={question.max_files ?? 1} onChange={onChange} />;
    case QuestionType.Audio:
      return <AudioAnswer answer={answer} onChange={onChange} />;
    case QuestionType.VideoLink:
      return (
        <VideoLinkAnswer link={linkOf(answer?.value)} onChange={(value) => onChange({ value })} />
      );
  }
}
