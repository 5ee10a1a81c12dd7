// npm run bench:dispatch — sends one task to 10,000 students on a fresh SQLite database and
// prints how long the dispatch job takes from its creation to status 3 (done) and the
// process's peak memory. Target: ≤ 3 s with no per-student round trip. Asserts nothing.
// Runs the built API (services/api/dist): the npm script builds it first.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const TARGET_MS = 3000;
const SAMPLE_MS = 10;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'services/api/dist');
const requireApi = createRequire(join(root, 'services/api/package.json'));
const load = (path) => requireApi(join(dist, path));

const { createApp } = load('app.factory.js');
const { DispatchService } = load('dispatch/dispatch.service.js');
const { insertUsers, insertStudentsOf, insertTask, waitForJob, hasStatus } = load(
  'dispatch/dispatch-fixtures.js',
);
const { Work } = load('works/work.entity.js');
const { User } = load('users/user.entity.js');
const { DataSource } = requireApi('typeorm');
const { ROLE_TEACHER, DispatchJobStatus } = requireApi('@tutor/contracts');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Samples memory every 10 ms until stopped; answers the peaks. */
function memorySampler() {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dispatch-'));
  const app = await createApp({
    env: {
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'bench-dispatch-session-secret-0123',
      MAIL_DIR: join(dir, 'mail'),
      FILES_DIR: join(dir, 'files'),
      // The periodic sweep stays out of the way: the job is queued and runs at once.
      DISPATCH_SWEEP_MS: '60000',
    },
  });
  try {
    const data = app.get(DataSource);
    const seeding = performance.now();
    const [teacherId] = await insertUsers(data, 1, ROLE_TEACHER);
    const students = await insertStudentsOf(data, teacherId, STUDENTS);
    const task = await insertTask(data, teacherId);
    const teacher = await data.getRepository(User).findOneByOrFail({ id: teacherId });
    const seedMs = performance.now() - seeding;

    global.gc?.();
    const before = process.memoryUsage();
    const stop = memorySampler();
    const started = performance.now();
    const created = await app
      .get(DispatchService)
      .create(teacher, task.id, { target: { kind: 'all' }, delay_at: null });
    const job = await waitForJob(
      data,
      created.id,
      hasStatus(
        DispatchJobStatus.Done,
        DispatchJobStatus.Failed,
        DispatchJobStatus.FailedPermanently,
      ),
      60_000,
    );
    const elapsedMs = performance.now() - started;
    const peak = stop();
    const works = await data.getRepository(Work).countBy({ taskId: task.id });
    const maxRssKb = process.resourceUsage().maxRSS;

    const rows = [
      ['students', students.length.toLocaleString('en')],
      ['job status', String(job.status)],
      ['works created (job)', job.worksCreated.toLocaleString('en')],
      ['works in the database', works.toLocaleString('en')],
      ['elapsed, creation → done', `${elapsedMs.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`],
      ['  of which the job row says', `${job.finishedAt - job.createdAt} ms`],
      ['RSS before', mb(before.rss)],
      ['peak RSS (10 ms samples)', mb(peak.rss)],
      ['heap used before', mb(before.heapUsed)],
      ['peak heap used (10 ms samples)', mb(peak.heapUsed)],
      ['process maxRSS (resourceUsage)', mb(maxRssKb * 1024)],
      ['seeding (not measured)', `${seedMs.toFixed(0)} ms`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nDispatch of one task to ${STUDENTS.toLocaleString('en')} students (SQLite)\n`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    const ok = job.status === DispatchJobStatus.Done && elapsedMs <= TARGET_MS;
    console.log(`\n  ${ok ? 'within' : 'OVER'} the ${TARGET_MS} ms target\n`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
