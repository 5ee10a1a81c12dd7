import type { DataSource } from 'typeorm';
import { Subscription } from '../../src/subscriptions/subscription.entity';
import { taskInput } from '../../src/tasks/testing/tasks-fixtures';
import type { Browser } from './browser';

/**
 * Presses «Pay» on the test provider's page of this confirmation URL; the answer's status,
 * or the page's when it did not open (no form token to press with).
 */
export async function payOnTestPage(browser: Browser, confirmationUrl: string): Promise<number> {
  const path = new URL(confirmationUrl).pathname;
  const page = await browser.get<string>(path);
  if (page.status !== 200) return page.status;
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return (await browser.post(`${path}/pay`, { token })).status;
}

/** A paid material of `author` (a subscriber, so they may sell), its first version out. */
export async function paidMaterial(
  author: Browser,
  authorId: number,
  data: DataSource,
  priceRub: number,
): Promise<number> {
  await author.get('/api/subscription');
  await data
    .getRepository(Subscription)
    .update(
      { teacherId: authorId },
      { status: 'active', paidUntil: Date.now() + 365 * 86_400_000 },
    );
  const task = await author.post<{ id: number }>('/api/tasks', taskInput());
  const material = await author.post<{ id: number }>('/api/materials', {
    template_id: task.body.id,
    title: 'Квадратные уравнения',
    subject: 'algebra',
    grade: 8,
    exams: ['oge'],
    description: 'Разбор и тренировка.',
    access: 'paid',
    price: priceRub,
    cover_file_id: null,
    preview_questions: [0],
  });
  if (material.status !== 201) throw new Error(`Material: ${material.status}`);
  const version = await author.post(`/api/materials/${material.body.id}/versions`, {
    changelog: 'v1',
  });
  if (version.status !== 201) throw new Error(`Version: ${version.status}`);
  return material.body.id;
}
