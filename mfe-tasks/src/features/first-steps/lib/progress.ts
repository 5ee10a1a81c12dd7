import type { FirstSteps } from '@tutor/contracts';

export const STEPS = ['invite', 'create', 'send'] as const;
export type StepName = (typeof STEPS)[number];

export const STEP_COUNT = STEPS.length;

export function isDone(steps: FirstSteps, step: StepName): boolean {
  switch (step) {
    case 'invite':
      return steps.has_student;
    case 'create':
      return steps.has_task;
    case 'send':
      return steps.has_sent;
  }
}

export function doneCount(steps: FirstSteps): number {
  return STEPS.filter((step) => isDone(steps, step)).length;
}

/** The step to do now (1-based): the first one not done, in order; null when all are. */
export function currentStep(steps: FirstSteps): number | null {
  const index = STEPS.findIndex((step) => !isDone(steps, step));
  return index === -1 ? null : index + 1;
}
