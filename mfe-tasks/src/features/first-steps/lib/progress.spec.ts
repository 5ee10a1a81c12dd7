import type { FirstSteps } from '@tutor/contracts';
import { currentStep, doneCount } from './progress';

const steps = (has_student: boolean, has_task: boolean, has_sent: boolean): FirstSteps => ({
  has_student,
  has_task,
  has_sent,
  next_task: null,
  hidden: false,
});

describe('the start’s progress', () => {
  it('counts the steps done and names the first one left, in order', () => {
    expect([
      doneCount(steps(false, false, false)),
      currentStep(steps(false, false, false)),
    ]).toEqual([0, 1]);
    expect([doneCount(steps(true, false, false)), currentStep(steps(true, false, false))]).toEqual([
      1, 2,
    ]);
    // a task made before any student: one done, and the invite is still the step to do
    expect([doneCount(steps(false, true, false)), currentStep(steps(false, true, false))]).toEqual([
      1, 1,
    ]);
    expect([doneCount(steps(true, true, true)), currentStep(steps(true, true, true))]).toEqual([
      3,
      null,
    ]);
  });
});
