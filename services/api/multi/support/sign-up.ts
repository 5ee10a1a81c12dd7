import { randomUUID } from 'node:crypto';
import { ROLE_TEACHER } from '@tutor/contracts';
import type { Browser } from './browser';

const PASSWORD = 'Lantern-Otter-42';

/** Registers a new teacher in `browser` (signed in after); their id. */
export async function registerTeacher(browser: Browser): Promise<number> {
  await browser.open();
  const registered = await browser.post('/registration', {
    stage: 2,
    email: `teacher-${randomUUID().slice(0, 8)}@example.com`,
    first_name: 'Вера',
    role: ROLE_TEACHER,
    phone: '8 (916) 123-45-67',
    password: PASSWORD,
    agree: true,
  });
  if (registered.status !== 200) throw new Error(`Registration: ${registered.status}`);
  return (await browser.get<{ id: number }>('/api/user')).body.id;
}
