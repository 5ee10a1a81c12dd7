import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { startMailbox, type Mailbox } from './support/mailbox';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';
import { callApi as callApiAt } from './support/api-calls';
import { seriousViolations } from './support/axe';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

/** People in browsers of their own; CSP bypassed so axe-core can be injected. */
const { product, person } = usePeople({
  env: () => ({ DISPATCH_SWEEP_MS: '200', SMTP_URL: mailbox.url }),
  context: { bypassCSP: true, viewport: PLAYWRIGHT_VIEWPORT },
});

afterAll(async () => {
  await mailbox?.close();
});

/** Calls the API as the page's signed-in person. */
function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return callApiAt<T>(page, product().url, method, path, body);
}

/**
 * A caught mail as readable text: the mailbox undoes quoted-printable byte by byte (so
 * UTF-8 arrives as latin1 characters), and base64 parts are decoded here.
 */
function readable(source: string): string {
  const utf8 = Buffer.from(source, 'latin1').toString('utf8');
  return utf8.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/g,
    (_match, head: string, body: string) => head + Buffer.from(body, 'base64').toString('utf8'),
  );
}

/** The next mail to `to` that says `text` (others are skipped). */
async function mailSaying(to: string, text: string): Promise<string> {
  for (;;) {
    const mail = readable(await mailbox.next(to));
    if (mail.includes(text)) return mail;
  }
}

describe('notifications', () => {
  it('updates the student’s bell live, and mails the teacher with an unsubscribe link that works', async () => {
    const teacher = await person();
    const teacherEmail = uniqueEmail('teacher');
    await registerTeacher(teacher, product().url, teacherEmail);
    const { url: invite } = await callApi<{ url: string }>(teacher, 'GET', '/api/students/invite');

    const student = await person();
    await registerByInvite(student, invite, uniqueEmail('anya'), 'Аня');
    const bell = student.getByRole('button', { name: /^Уведомления/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Уведомления');

    const task = await callApi<{ id: number }>(
      teacher,
      'POST',
      '/api/tasks',
      taskInput({
        title: 'Дроби',
        questions: [{ type: 'long_text', text: 'Сколько будет 1/2 + 1/4?', ball: 5 }],
        max_ball: 5,
        criteria: '',
        scale: { scale: 'points' },
        decision: '',
      }),
    );
    const sentAt = Date.now();
    await callApi(teacher, 'POST', `/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
      delay_at: null,
    });

    // No reload: the open page learns of the task by itself.
    const updated = student.getByRole('button', { name: 'Уведомления, 1 непрочитанное' });
    await updated.waitFor({ timeout: 40_000 });
    console.log(`bell updated ${Date.now() - sentAt} ms after the task was sent`);

    await updated.click();
    const panel = student.getByRole('region', { name: 'Уведомления' });
    const item = panel.getByRole('link', { name: /Мария Ивановна: новое задание «Дроби»/ });
    await item.waitFor();
    expect(await seriousViolations(student, '.notifications')).toEqual([]);
    await item.click();
    await student.waitForURL(/\/works\/\d+$/);
    await student.getByRole('button', { name: 'Уведомления' }).waitFor();
    const workId = Number(/\/works\/(\d+)$/.exec(student.url())?.[1]);

    const work = await callApi<{ version: number }>(student, 'GET', `/api/works/${workId}`);
    await callApi(student, 'POST', `/api/works/${workId}/submit`, { version: work.version });

    const mail = await mailSaying(teacherEmail, 'Работа по заданию «Дроби» сдана. Ученик: Аня');
    const unsubscribe =
      /https?:\/\/[^\s"<>]+\/api\/notifications\/unsubscribe\?token=[^\s"<>]+/.exec(mail)?.[0];
    expect(unsubscribe).toBeDefined();

    const stranger = await person();
    await stranger.goto(unsubscribe?.replaceAll('&amp;', '&') ?? '');
    await stranger.getByRole('heading', { name: 'Вы отписались' }).waitFor();
    await stranger.getByText('Письма о сданных работах больше не будут приходить.').waitFor();

    await teacher.goto(`${product().url}/settings`);
    const block = teacher.getByRole('region', { name: 'Уведомления по почте' });
    const submitted = block.getByLabel('Сдана работа');
    await submitted.waitFor();
    expect(await submitted.isChecked()).toBe(false);
    expect(await seriousViolations(teacher, '.notifications-prefs')).toEqual([]);
    await submitted.check();
    await teacher.getByText('Настройки уведомлений сохранены.').waitFor();
  }, 150_000);
});
