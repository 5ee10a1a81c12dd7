import type { Page } from 'playwright-core';
import type { SubscriptionCheckout, Task, TaskInput } from '@tutor/contracts';
import { registerTeacher, uniqueEmail, verifyEmail } from './account-steps';
import { callApi } from './api-calls';
import type { People } from './people';

type TaskFields = Pick<
  TaskInput,
  'title' | 'questions' | 'max_ball' | 'criteria' | 'scale' | 'decision'
> &
  Partial<TaskInput>;

/** A POST /api/tasks body: no subject, timer, deadline or delay, every option off unless given. */
export function taskInput(fields: TaskFields): TaskInput {
  return {
    subject_id: null,
    timer_minutes: 0,
    deadline: null,
    delay_at: null,
    only_new: false,
    can_repeated: false,
    show_answers: false,
    post_deadline_allowed: false,
    allow_question_copy: false,
    ...fields,
  };
}

/** A new teacher called `name`, signed in on a page of their own (on /tasks). */
export async function teacherNamed(people: People, name: string): Promise<Page> {
  const page = await people.person();
  await registerTeacher(page, people.product().url, uniqueEmail(name), name);
  return page;
}

/**
 * A new teacher called `name` who opened the mailed verification link (payout requisites
 * and requests need a verified address), signed in on /settings.
 */
export async function verifiedTeacherNamed(people: People, name: string): Promise<Page> {
  const page = await people.person();
  const email = uniqueEmail(name);
  await registerTeacher(page, people.product().url, email, name);
  await verifyEmail(page, people.product().mailDir, email);
  return page;
}

/** A new teacher called `name` who has made `task` through the API. */
export async function teacherWithTask(
  people: People,
  name: string,
  task: TaskInput,
): Promise<{ page: Page; task: Task }> {
  const page = await teacherNamed(people, name);
  const made = await callApi<Task>(page, people.product().url, 'POST', '/api/tasks', task);
  return { page, task: made };
}

/** The teacher takes the paid plan, paying a month on the test provider's page. */
export async function subscribe(page: Page, url: string): Promise<void> {
  const checkout = await callApi<SubscriptionCheckout>(page, url, 'POST', '/api/subscription');
  await page.goto(checkout.confirmation_url);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/marketplace\/payments\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Оплачено' }).waitFor();
}
