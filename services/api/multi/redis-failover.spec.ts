import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DispatchJobStatus } from '@tutor/contracts';
import { redisSentinelConfig } from '../src/config/redis-sentinel-config';
import { DispatchJob } from '../src/dispatch/dispatch-job.entity';
import { insertStudentsOf, insertTask } from '../src/dispatch/testing/dispatch-fixtures';
import { LedgerEntry } from '../src/ledger/ledger-entry.entity';
import { MailOutboxMessage, MailOutboxStatus } from '../src/mail/mail-outbox.entity';
import { PurchaseRecord } from '../src/marketplace/purchases/purchase.entity';
import { createRedisClient } from '../src/redis/redis-client.factory';
import { Browser } from './support/browser';
import { useCluster } from './support/cluster';
import { paidMaterial, payOnTestPage } from './support/marketplace';
import { waitFor } from './support/processes';
import { SentinelGroup } from './support/sentinel';
import { registerTeacher } from './support/sign-up';

const STUDENTS = 200;
const LIMIT = 12;
const PRICE_RUB = 350;
const MAIL_DIR = mkdtempSync(join(tmpdir(), 'tutor-failover-mail-'));

let group: SentinelGroup | undefined;
const sentinels = (): SentinelGroup => {
  if (group === undefined) throw new Error('The Sentinel group did not start');
  return group;
};
beforeAll(async () => {
  group = await SentinelGroup.start();
});
const cluster = useCluster(() => ({
  ...sentinels().env(),
  ACCOUNT_RATE_LIMIT: String(LIMIT),
  ACCOUNT_RATE_WINDOW_SECONDS: '600',
  DISPATCH_SWEEP_MS: '200',
  MAIL_SWEEP_MS: '200',
  MAIL_DIR,
}));
afterAll(async () => {
  await group?.stop();
  rmSync(MAIL_DIR, { recursive: true, force: true });
});

/** What a timed-out wait shows: the step, then the Sentinels and Redis (short), then the API logs. */
const describeAll = (step: string) => (): string =>
  `${step}\n\n${sentinels().describe()}\n\n${cluster().describe()}`;

/** Milliseconds until a client of the app's factory, following the Sentinels, writes again. */
async function clientFailoverMs(killedAt: number): Promise<number> {
  const env = sentinels().env();
  const client = createRedisClient(
    {
      redisUrl: env.REDIS_URL,
      redisSentinel: redisSentinelConfig(env.REDIS_SENTINELS, env.REDIS_SENTINEL_NAME),
    },
    { maxRetriesPerRequest: 0, commandTimeout: 1000, retryStrategy: () => 50 },
  );
  client.on('error', () => undefined);
  try {
    await waitFor(
      () =>
        client.set('failover-probe', String(Date.now())).then(
          () => true as const,
          () => undefined,
        ),
      30_000,
      describeAll('a fresh client writes after the failover'),
    );
    return Date.now() - killedAt;
  } finally {
    client.disconnect();
  }
}

/** Presses «Pay» until an instance answers (a press during the failover may get a 503). */
const payThroughFailover = (buyer: Browser, page: string): Promise<number> =>
  waitFor(
    async () => {
      const status = await payOnTestPage(buyer, page);
      return status < 500 ? status : undefined;
    },
    30_000,
    describeAll('the second buyer pays'),
  );

async function dispatch(teacher: Browser, taskId: number): Promise<number> {
  const created = await teacher.post<{ id: number }>(`/api/tasks/${taskId}/dispatches`, {
    target: { kind: 'all' },
    delay_at: null,
  });
  if (created.status !== 201) throw new Error(`Dispatch: ${created.status}`);
  return created.body.id;
}

const starts = (jobId: number): number =>
  cluster()
    .instances.flatMap((instance) => instance.logs())
    .filter((line) => line.msg === 'Dispatch job started' && line.jobId === jobId).length;

describe('Redis master killed (SIGKILL) under two instances behind Sentinels', () => {
  it('keeps sessions and limits and runs every job and payment once', async () => {
    const { data } = cluster();
    const teacher = cluster().browser();
    const teacherId = await registerTeacher(teacher);
    await insertStudentsOf(data, teacherId, STUDENTS);
    const tasks = await Promise.all([1, 2, 3].map(() => insertTask(data, teacherId)));
    const author = cluster().browser();
    const material = await paidMaterial(author, await registerTeacher(author), data, PRICE_RUB);
    const buyers = [cluster().browser(), cluster().browser()];
    for (const buyer of buyers) await registerTeacher(buyer);
    const pages = await Promise.all(
      buyers.map(async (buyer) => {
        const answer = await buyer.post<{ confirmation_url: string }>(
          `/api/materials/${material}/purchase`,
        );
        return answer.body.confirmation_url;
      }),
    );
    const anonymous = cluster().browser();
    await anonymous.open();
    const hitsBefore = Math.floor(LIMIT / 2);
    for (let i = 0; i < hitsBefore; i++) expect((await anonymous.post('/logout')).status).toBe(200);
    const jobs = [await dispatch(teacher, tasks[0]?.id ?? 0)];
    expect(await payOnTestPage(buyers[0] ?? teacher, pages[0] ?? '')).toBeLessThan(500);
    jobs.push(await dispatch(teacher, tasks[1]?.id ?? 0));

    // mid-run: the second job is queued or running, the second buyer about to pay
    const killedAt = Date.now();
    const killedPort = await sentinels().killMaster();
    const paying = payThroughFailover(buyers[1] ?? teacher, pages[1] ?? '');
    const clientMs = await clientFailoverMs(killedAt);
    const session = await waitFor(
      async () => {
        const answer = await teacher.get<{ id: number }>('/api/user');
        return answer.status === 200 ? answer.body.id : undefined;
      },
      30_000,
      describeAll('the signed-in session answers'),
    );
    const sessionMs = Date.now() - killedAt;
    expect(session).toBe(teacherId);
    expect(await sentinels().masterPort()).not.toBe(killedPort);
    // every instance behind the balancer follows the Sentinels: each instance's client
    // reconnects on its own backoff, so the round of four may take a moment more
    await waitFor(
      async () => {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push((await teacher.get('/api/user')).status);
        return answers.every((status) => status === 200) ? true : undefined;
      },
      30_000,
      describeAll('every instance behind the balancer answers'),
    );

    let accepted = hitsBefore;
    for (let i = 0; i < LIMIT; i++) {
      const status = (await anonymous.post('/logout')).status;
      expect([200, 429]).toContain(status);
      if (status === 200) accepted += 1;
    }
    expect(accepted).toBe(LIMIT);

    jobs.push(await dispatch(teacher, tasks[2]?.id ?? 0));
    expect(await paying).toBeLessThan(500);
    const done = await waitFor(
      async () => {
        const rows = await data.getRepository(DispatchJob).findBy(jobs.map((id) => ({ id })));
        return rows.every((row) => row.status === DispatchJobStatus.Done) ? rows : undefined;
      },
      60_000,
      describeAll('every dispatch job is done'),
    );
    const works = await data.query<{ works: number; students: number }[]>(
      `SELECT task_id, COUNT(*)::int AS works, COUNT(DISTINCT student_id)::int AS students
       FROM works WHERE task_id = ANY($1) GROUP BY task_id`,
      [tasks.map((task) => task.id)],
    );
    expect(works.map(({ works: w, students }) => ({ works: w, students }))).toEqual(
      tasks.map(() => ({ works: STUDENTS, students: STUDENTS })),
    );
    expect(done.map((row) => row.worksCreated)).toEqual(jobs.map(() => STUDENTS));
    expect(jobs.map(starts)).toEqual(jobs.map(() => 1));

    const granted = await waitFor(
      async () => {
        const rows = await data.getRepository(PurchaseRecord).findBy({ materialId: material });
        return rows.length === 2 && rows.every((row) => row.status === 'granted')
          ? rows
          : undefined;
      },
      30_000,
      describeAll('both purchases are granted'),
    );
    expect(granted).toHaveLength(2);
    const sales = await data
      .getRepository(LedgerEntry)
      .countBy({ orderType: 'purchase', kind: 'payment' });
    expect(sales).toBe(2);

    const outbox = data.getRepository(MailOutboxMessage);
    // every queued mail sent, one file each (a receipt delivered late by the outbox sweep
    // queues its mail after the others, so the two counts are compared when settled)
    const mails = await waitFor(
      async () => {
        const rows = await outbox.find();
        const sent = rows.every((row) => row.status === MailOutboxStatus.Sent);
        return sent && readdirSync(MAIL_DIR).length === rows.length ? rows : undefined;
      },
      30_000,
      () => `${readdirSync(MAIL_DIR).length} mail files; ${describeAll('every mail is sent')()}`,
    );
    expect(mails.length).toBeGreaterThan(0);

    console.log(
      `Redis failover (Sentinel down-after 1000 ms, quorum 2 of 3): a client wrote again ` +
        `${clientMs} ms after the master was killed; the signed-in session answered after ` +
        `${sessionMs} ms; ${accepted} of ${LIMIT} limited requests let through across it; ` +
        `${jobs.length} dispatches to ${STUDENTS} students ran once each, ${sales} sales, ` +
        `${mails.length} mails sent once.`,
    );
  });
});
