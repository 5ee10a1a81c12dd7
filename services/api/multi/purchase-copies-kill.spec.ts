import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_TEACHER } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { LedgerEntry } from '../src/ledger/ledger-entry.entity';
import { PurchaseExtraCharge } from '../src/marketplace/purchase-extra-charge.entity';
import { PurchaseRecord } from '../src/marketplace/purchase.entity';
import { Subscription } from '../src/subscriptions/subscription.entity';
import { Task } from '../src/tasks/task.entity';
import { taskInput } from '../src/tasks/tasks.fixtures';
import { ApiInstance, REPO_ROOT } from './support/api-instance';
import { emptyDatabase } from './support/database';
import { killAll, waitFor } from './support/processes';

const BUYERS = 30;
const PASSWORD = 'Lantern-Otter-42';
const PRICE_RUB = 350;

/** A signed-in person of one API, kept across its restart (the session is in the database). */
class Person {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly api: () => ApiInstance) {}

  async request<T>(
    method: string,
    path: string,
    body?: object,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { 'Accept-Language': 'en' };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf !== undefined) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.api().url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json && text !== '' ? JSON.parse(text) : text) as T };
  }

  async register(): Promise<number> {
    await this.request('GET', '/api/settings');
    const registered = await this.request('POST', '/registration', {
      stage: 2,
      email: `teacher-${randomUUID().slice(0, 8)}@example.com`,
      first_name: 'Вера',
      role: ROLE_TEACHER,
      phone: '8 (916) 123-45-67',
      password: PASSWORD,
      agree: true,
    });
    if (registered.status !== 200) throw new Error(`Registration: ${registered.status}`);
    return (await this.request<{ id: number }>('GET', '/api/user')).body.id;
  }

  /** Presses «Pay» on the test provider's page of this confirmation URL. */
  async pay(confirmationUrl: string): Promise<number> {
    const path = new URL(confirmationUrl).pathname;
    const page = await this.request<string>('GET', path);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return (await this.request('POST', `${path}/pay`, { token })).status;
  }
}

const databases = [
  ['SQLite', (dir: string) => `sqlite:${join(dir, 'api.sqlite')}`],
  [
    'PostgreSQL',
    () => process.env.MULTI_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test_multi',
  ],
] as const;

describe.each(databases)(
  'buyers’ copies when the API is killed (SIGKILL) mid-settlement, %s',
  (_name, urlOf) => {
    let dir: string;
    let api: ApiInstance;
    let data: DataSource;
    let env: Record<string, string>;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tutor-kill-'));
      const url = urlOf(dir);
      if (url.startsWith('postgres')) await emptyDatabase(url);
      env = {
        DATABASE_URL: url,
        SESSION_SECRET: `kill-secret-${randomUUID()}`,
        FILES_DIR: join(dir, 'files'),
        MAIL_DIR: join(dir, 'mail'),
        WEB_ROOT: REPO_ROOT,
        LOG_LEVEL: 'info',
        PASSWORD_HASH_COST: '10',
        ACCOUNT_RATE_LIMIT: '10000',
      };
      api = await ApiInstance.start('a', env, dir);
      data = await new DataSource({
        ...dataSourceOptions(
          url.startsWith('postgres')
            ? { type: 'postgres', url }
            : { type: 'sqlite', path: url.slice('sqlite:'.length) },
        ),
        migrationsRun: false,
      }).initialize();
    });

    afterAll(async () => {
      await data?.destroy();
      await api?.stop();
      await killAll();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`leaves every one of ${BUYERS} buyers with their copy and one sale after a restart`, async () => {
      const author = new Person(() => api);
      const authorId = await author.register();
      await author.request('GET', '/api/subscription');
      await data
        .getRepository(Subscription)
        .update(
          { teacherId: authorId },
          { status: 'active', paidUntil: Date.now() + 365 * 86_400_000 },
        );
      const task = await author.request<{ id: number }>('POST', '/api/tasks', taskInput());
      const material = await author.request<{ id: number }>('POST', '/api/materials', {
        template_id: task.body.id,
        title: 'Квадратные уравнения',
        subject: 'algebra',
        grade: 8,
        exams: ['oge'],
        description: 'Разбор и тренировка.',
        access: 'paid',
        price: PRICE_RUB,
        cover_file_id: null,
        preview_questions: [0],
      });
      expect(material.status).toBe(201);
      const id = material.body.id;
      expect(
        (await author.request('POST', `/api/materials/${id}/versions`, { changelog: 'v1' })).status,
      ).toBe(201);

      const buyers = Array.from({ length: BUYERS }, () => new Person(() => api));
      for (const buyer of buyers) await buyer.register();
      const pages = await Promise.all(
        buyers.map(async (buyer) => {
          const answer = await buyer.request<{ confirmation_url: string }>(
            'POST',
            `/api/materials/${id}/purchase`,
            {},
          );
          return answer.body.confirmation_url;
        }),
      );
      const purchases = data.getRepository(PurchaseRecord);

      // every buyer pays at once; the instance dies once the first grant is committed
      const paying = buyers.map((buyer, i) => buyer.pay(pages[i] ?? '').catch(() => 0));
      await waitFor(
        async () =>
          (await purchases.countBy({ materialId: id, status: 'granted' })) > 0 ? true : undefined,
        30_000,
        () => api.describe(),
      );
      await api.kill();
      await Promise.all(paying);
      const atKill = await purchases.findBy({ materialId: id });
      const granted = atKill.filter((p) => p.status === 'granted').length;
      const uncopied = atKill.filter((p) => p.status === 'granted' && p.copiedAt === null).length;

      api = await ApiInstance.start('a-restarted', env, dir);
      // the buyers whose press was lost press again on the same page, then come back
      await Promise.all(
        buyers.map(async (buyer, i) => {
          await buyer.pay(pages[i] ?? '');
          const back = await buyer.request('GET', `/api/materials/${id}?paid=1`);
          expect(back.status).toBe(200);
        }),
      );
      const done = await waitFor(
        async () => {
          const rows = await purchases.findBy({ materialId: id });
          return rows.length === BUYERS &&
            rows.every((p) => p.status === 'granted' && p.taskId !== null)
            ? rows
            : undefined;
        },
        60_000,
        () => api.describe(),
      );
      const copies = await data
        .getRepository(Task)
        .countBy(done.map((p) => ({ id: p.taskId ?? 0, teacherId: p.buyerId })));
      expect(copies).toBe(BUYERS);
      const sales = await data
        .getRepository(LedgerEntry)
        .countBy({ orderType: 'purchase', kind: 'payment' });
      expect(sales).toBe(BUYERS);
      expect(await data.getRepository(PurchaseExtraCharge).count()).toBe(0);
      console.log(
        `${_name}: killed with ${granted} of ${BUYERS} purchases granted (${uncopied} of them without a copy yet); ` +
          `after the restart ${copies} of ${BUYERS} buyers have their copy, ${sales} sales in the ledger.`,
      );
    });
  },
);
