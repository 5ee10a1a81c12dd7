import type { INestApplication } from '@nestjs/common';
import {
  ROLE_TEACHER,
  type MaterialInput,
  type MaterialPage,
  type Task,
  type TaskInput,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../../ledger/ledger-entry.entity';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { grantPaidPlan } from '../../subscriptions/testing/subscriptions-fixtures';
import { taskInput } from '../../tasks/testing/tasks-fixtures';
import type { User } from '../../users/user.entity';
import { PURCHASE_ORDER } from '../material-payments.service';
import { PurchaseRecord } from '../purchases/purchase.entity';

/** Test data of the marketplace specs (not used by the app). */

export interface Teacher {
  browser: TestBrowser;
  user: User;
}

/** A signed-in teacher on the paid plan (it sells paid materials). */
export async function teacher(app: INestApplication, firstName = 'Teacher'): Promise<Teacher> {
  const made = await signedInBrowser(app, { role: ROLE_TEACHER, firstName });
  await grantPaidPlan(app, made.user.id);
  return made;
}

export async function makeTask(author: Teacher, overrides: Partial<TaskInput> = {}): Promise<Task> {
  return (await author.browser.post('/api/tasks').send(taskInput(overrides)).expect(201))
    .body as Task;
}

export function materialInput(
  templateId: number,
  overrides: Partial<MaterialInput> = {},
): MaterialInput {
  return {
    template_id: templateId,
    title: 'Квадратные уравнения',
    subject: 'algebra',
    grade: 8,
    exams: ['oge'],
    description: 'Разбор и тренировка.',
    access: 'public',
    price: 0,
    cover_file_id: null,
    preview_questions: [0],
    ...overrides,
  };
}

/** A material made from a new task of `author` (a draft unless published). */
export async function makeMaterial(
  author: Teacher,
  overrides: Partial<MaterialInput> = {},
  taskOverrides: Partial<TaskInput> = {},
): Promise<MaterialPage> {
  const task = await makeTask(author, taskOverrides);
  return (
    await author.browser.post('/api/materials').send(materialInput(task.id, overrides)).expect(201)
  ).body as MaterialPage;
}

export async function publish(
  author: Teacher,
  id: number,
  changelog = 'Первая версия',
): Promise<MaterialPage> {
  return (
    await author.browser.post(`/api/materials/${id}/versions`).send({ changelog }).expect(201)
  ).body as MaterialPage;
}

export async function publishedMaterial(
  author: Teacher,
  overrides: Partial<MaterialInput> = {},
): Promise<MaterialPage> {
  const material = await makeMaterial(author, overrides);
  return publish(author, material.id);
}

/** Pays on the test provider's page, as a buyer pressing its button does. */
export async function payOnTestPage(
  browser: TestBrowser,
  confirmationUrl: string,
  decision: 'pay' | 'cancel' = 'pay',
): Promise<void> {
  const path = new URL(confirmationUrl).pathname;
  const page = await browser.get(path).expect(200);
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
  if (token === undefined) throw new Error(`No form token on ${path}`);
  await browser.post(`${path}/${decision}`).type('form').send({ token }).expect(303);
}

/** Starts buying a paid material (the attempt in flight): the provider's page to pay on. */
export async function startPaying(
  who: Teacher,
  materialId: number,
  language = 'ru',
): Promise<string> {
  const res = await who.browser
    .post(`/api/materials/${materialId}/purchase`)
    .set('Accept-Language', language)
    .send({})
    .expect(201);
  return (res.body as { confirmation_url: string }).confirmation_url;
}

/** The teacher's purchase of the material, as stored. */
export function purchaseOf(
  app: INestApplication,
  who: Teacher,
  materialId: number,
): Promise<PurchaseRecord> {
  return app
    .get(DataSource)
    .getRepository(PurchaseRecord)
    .findOneByOrFail({ materialId, buyerId: who.user.id });
}

/** The ledger's sum of one kind of line for the purchase's payments, in kopecks. */
export async function ledgerSum(
  app: INestApplication,
  purchase: PurchaseRecord,
  kind: string,
): Promise<number> {
  const lines = await app
    .get(DataSource)
    .getRepository(LedgerEntry)
    .findBy({ orderType: PURCHASE_ORDER, orderId: purchase.id });
  return lines
    .filter((line) => line.kind === kind)
    .reduce((sum, line) => sum + line.amountKopecks, 0);
}
