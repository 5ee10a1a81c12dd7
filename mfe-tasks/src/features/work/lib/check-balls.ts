import type { WorkQuestion, WorkView } from '@tutor/contracts';

/** Typed balls by question id, as the inputs hold them. */
export type BallInputs = Record<number, string>;

/** Prefilled with the counted ball, else the automatic one; an unanswered question gets 0. */
export function initialBalls(view: WorkView): BallInputs {
  const balls: BallInputs = {};
  for (const question of view.questions) {
    const answer = view.answers.find((item) => item.question_id === question.id);
    const ball = answer?.ball ?? answer?.auto_ball ?? (answer?.value ? null : 0);
    balls[question.id] = ball === null ? '' : String(ball);
  }
  return balls;
}

export function parseBall(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Whole balls from 0 to the question's own ball, as the API takes them. */
export function isBallValid(text: string, question: WorkQuestion): boolean {
  const value = parseBall(text);
  return value !== null && Number.isInteger(value) && value >= 0 && value <= question.ball;
}

export function totalOf(balls: BallInputs): number {
  return Object.values(balls).reduce((sum, text) => sum + (parseBall(text) ?? 0), 0);
}

/** The question of a server field error like `balls.2.ball`, by the order balls were sent. */
export function questionOfField(field: string, sent: { question_id: number }[]): number | null {
  const match = /^balls\.(\d+)(\.|$)/.exec(field);
  return match ? (sent[Number(match[1])]?.question_id ?? null) : null;
}
