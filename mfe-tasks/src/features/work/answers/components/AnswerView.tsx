import { useTranslation } from 'react-i18next';
import { QuestionType, videoEmbedUrl, type WorkAnswer, type WorkQuestion } from '@tutor/contracts';
import { MathText, TexFormula } from '@tutor/ui/math';
import { choicesOf, filesOf, linkOf, textOf } from '../lib/answer-state';
import { AudioPlayer } from './AudioPlayer';
import { ChoiceAnswer } from './ChoiceAnswer';
import { FileLink, FilePreview } from './FileLink';
import { VideoEmbed } from './VideoEmbed';

interface Props {
  question: WorkQuestion;
  answer: WorkAnswer | undefined;
  protect: boolean;
}

/** A stored answer, read-only: submitted works, results and the teacher's check page. */
export function AnswerView({ question, answer, protect }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const value = answer?.value ?? null;
  if (
    question.type === QuestionType.SingleChoice ||
    question.type === QuestionType.MultipleChoice
  ) {
    return <ChoiceAnswer question={question} chosen={choicesOf(value)} protect={protect} />;
  }
  if (value === null) return <p className="works-muted">{t('answer.none')}</p>;
  switch (question.type) {
    case QuestionType.ShortText:
    case QuestionType.LongText:
      return (
        <p className="work-answer-text">
          <MathText text={textOf(value)} />
        </p>
      );
    case QuestionType.Formula:
      return (
        <p className="work-answer-text work-answer-formula">
          <TexFormula tex={textOf(value)} />
        </p>
      );
    case QuestionType.File: {
      const files = filesOf(answer);
      if (files.length === 0) return <p>{t('answer.file_attached')}</p>;
      return (
        <ul className="work-files" aria-label={t('file.files')}>
          {files.map((file) => (
            <li key={file.id}>
              <FilePreview file={file} />
            </li>
          ))}
        </ul>
      );
    }
    case QuestionType.Audio:
      return answer?.file ? (
        <>
          <AudioPlayer src={answer.file.url} />
          <FileLink file={answer.file} />
        </>
      ) : (
        <p>{t('answer.file_attached')}</p>
      );
    case QuestionType.VideoLink: {
      const link = linkOf(value);
      const embed = answer?.embed_url ?? videoEmbedUrl(link);
      return (
        <>
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
          {embed ? <VideoEmbed src={embed} /> : null}
        </>
      );
    }
  }
}
