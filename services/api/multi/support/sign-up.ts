import { randomUUID } from 'node:crypto';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import type { Browser } from './browser';

const PASSWORD = 'Lantern-Otter-42';

/** Registers a new person in `browser` (signed in after) with the registration's `fields`. */
async function register(browser: Browser, who: string, fields: Record<string, unknown>) {
  await browser.open();
  const registered = await browser.post('/registration', {
    stage: 2,
    email: `${who}-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    agree: true,
    ...fields,
  });
  if (registered.status !== 200) throw new Error(`Registration: ${registered.status}`);
}

/** Registers a new teacher in `browser` (signed in after); their id. */
export async function registerTeacher(browser: Browser): Promise<number> {
  await register(browser, 'teacher', {
    first_name: 'Вера',
    role: ROLE_TEACHER,
    phone: '8 (916) 123-45-67',
  });
  return (await browser.get<{ id: number }>('/api/user')).body.id;
}

/** Registers a new student in `browser` through a teacher's `invite` code. */
export async function registerStudent(browser: Browser, invite: string): Promise<void> {
  await register(browser, 'student', { first_name: 'Ученик', role: ROLE_STUDENT, invite });
}
