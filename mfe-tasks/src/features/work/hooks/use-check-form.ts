import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WorkStatus,
  rubricComplete,
  rubricPoints,
  type RubricLevels,
  type WorkQuestion,
  type WorkView,
} from '@tutor/contracts';
import { toast } from '@tutor/ui';
import { ApiError } from '@tutor/api-client';
import { checkWork } from '../api/check-work';
import {
  initialBalls,
  isBallValid,
  parseBall,
  questionOfField,
  totalOf,
  type BallInputs,
} from '../lib/check-balls';
import { initialLevels, type LevelInputs } from '../rubric/lib/check-levels';

type BallErrors = Record<number, string[]>;
type SentScore = { question_id: number; ball?: number; rubric_levels?: RubricLevels };

/** The check form's balls, their checks, and saving them as a draft or finishing. */
export function useCheckForm(
  view: WorkView,
  onView: (view: WorkView) => void,
  onFinished?: () => void,
) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [balls, setBalls] = useState<BallInputs>(() => initialBalls(view));
  const [levels, setLevels] = useState<LevelInputs>(() => initialLevels(view));
  const [errors, setErrors] = useState<BallErrors>({});
  const [saving, setSaving] = useState<'draft' | 'finish' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  const [comment, setCommentText] = useState('');
  const [commentErrors, setCommentErrors] = useState<string[]>([]);

  const setBall = (questionId: number, text: string) => {
    setBalls((previous) => ({ ...previous, [questionId]: text }));
    setErrors((previous) => ({ ...previous, [questionId]: [] }));
    setNote(null);
  };

  /** A rubric question: a level per criterion, and the ball their points. */
  const chooseLevel = (question: WorkQuestion, criterionId: string, levelId: string) => {
    if (!question.rubric) return;
    const chosen = { ...levels[question.id], [criterionId]: levelId };
    setLevels((previous) => ({ ...previous, [question.id]: chosen }));
    setBall(question.id, String(rubricPoints(question.rubric, chosen)));
  };

  const validate = (finish: boolean): BallErrors => {
    const found: BallErrors = {};
    for (const question of view.questions) {
      if (question.rubric) {
        if (finish && !rubricComplete(question.rubric, levels[question.id] ?? {})) {
          found[question.id] = [t('rubric.incomplete')];
        }
        continue;
      }
      const text = balls[question.id] ?? '';
      if (text.trim() === '' && !finish) continue;
      if (!isBallValid(text, question)) {
        found[question.id] = [t('check.ball_range', { max: question.ball })];
      }
    }
    return found;
  };

  const setComment = (text: string) => {
    setCommentText(text);
    setCommentErrors([]);
  };

  const save = async (finish: boolean) => {
    const found = validate(finish);
    setErrors(found);
    setError(null);
    setNote(null);
    if (Object.keys(found).length > 0) return;
    const sent = view.questions.flatMap((question): SentScore[] => {
      if (question.rubric) {
        const chosen = levels[question.id] ?? {};
        return Object.keys(chosen).length === 0
          ? []
          : [{ question_id: question.id, rubric_levels: chosen }];
      }
      const ball = parseBall(balls[question.id] ?? '');
      return ball === null ? [] : [{ question_id: question.id, ball }];
    });
    setSaving(finish ? 'finish' : 'draft');
    try {
      const extra = finish && comment.trim() !== '' ? { comment: comment.trim() } : {};
      const regrade = view.status === WorkStatus.Checked;
      onView(await checkWork(view.id, { version: view.version, balls: sent, finish, ...extra }));
      if (!finish) setNote(t('check.draft_saved'));
      else {
        toast.success(regrade ? t('check.regraded_toast') : t('check.finished_toast'));
        onFinished?.();
      }
    } catch (caught) {
      const fieldErrors: BallErrors = {};
      if (caught instanceof ApiError) {
        for (const [field, texts] of Object.entries(caught.fieldErrors)) {
          const questionId = questionOfField(field, sent);
          if (questionId !== null) fieldErrors[questionId] = texts;
        }
      }
      const commentTexts = caught instanceof ApiError ? (caught.fieldErrors.comment ?? []) : [];
      setErrors(fieldErrors);
      setCommentErrors(commentTexts);
      if (Object.keys(fieldErrors).length === 0 && commentTexts.length === 0) setError(caught);
    } finally {
      setSaving(null);
    }
  };

  return {
    balls,
    levels,
    chooseLevel,
    errors,
    saving,
    error,
    note,
    comment,
    commentErrors,
    setBall,
    setComment,
    save,
    total: totalOf(balls),
  };
}
