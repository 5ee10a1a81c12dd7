import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { QuestionType, WorkStatus, type StoredFileRef } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { advanceClock, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp, tempDir } from '../testing/test-app';
import type { TaskQuestion } from '../tasks/task-question.entity';
import { createAnswer, createTask, createWork, type Cast } from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import { Work } from '../works/work.entity';
import { OrphanFilesSweeper } from './orphan-files.sweeper';
import { StoredFile } from './stored-file.entity';
import { hasStoredBytes } from './testing/stored-bytes';

const HOUR = 60 * 60 * 1000;
const filesDir = tempDir('api-orphans-');

describe('the orphan files sweep', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  let files: Repository<StoredFile>;

  useWorksApp(
    {
      FILES_DIR: filesDir,
      FILE_ORPHAN_GRACE_HOURS: '24',
      // Only the test sweeps.
      FILE_ORPHAN_SWEEP_MS: '86400000',
      FILE_UPLOAD_RATE_LIMIT: '1000',
    },
    (created) => ({ app, cast } = created),
  );

  beforeAll(() => {
    files = app.get(getRepositoryToken(StoredFile));
  });

  const sweep = () => app.get(OrphanFilesSweeper).sweepOnce();

  async function uploaded(name = 'answer.txt'): Promise<StoredFileRef> {
    const res = await cast.student.browser
      .post('/api/files')
      .attach('file', Buffer.from('my answer'), { filename: name })
      .expect(201);
    return res.body as StoredFileRef;
  }

  /** Whether the file's row and bytes are still there (both, or neither). */
  async function kept(ref: StoredFileRef): Promise<boolean> {
    const row = await files.findOneBy({ id: ref.id });
    const key = row?.storageKey;
    const bytes = key !== undefined && (await hasStoredBytes(app, key));
    expect(bytes).toBe(row !== null);
    return row !== null;
  }

  async function fileQuestionWork(): Promise<{ work: Work; question: TaskQuestion }> {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1 }],
    });
    const question = questions[0];
    if (question === undefined) throw new Error('no question');
    return { work: await createWork(app, task, cast.student.user), question };
  }

  async function answerWith(work: Work, question: TaskQuestion, ref: StoredFileRef) {
    const current = await app.get<Repository<Work>>(getRepositoryToken(Work)).findOneByOrFail({
      id: work.id,
    });
    await cast.student.browser
      .put(`/api/works/${work.id}/answers`)
      .send({
        version: current.version,
        answers: [{ question_id: question.id, value: { file_id: ref.id } }],
      })
      .expect(200);
  }

  it('removes a file no answer named, row and bytes, once the grace period has passed', async () => {
    const ref = await uploaded();
    await sweep();
    advanceClock(app, 24 * HOUR - 60_000);
    await sweep();
    expect(await kept(ref)).toBe(true);
    advanceClock(app, 24 * HOUR + 1);
    expect((await sweep()).removed).toBeGreaterThanOrEqual(1);
    expect(await kept(ref)).toBe(false);
    await cast.student.browser.get(ref.url).expect(404);
  });

  it('never removes a file an answer names, in a draft or a checked work', async () => {
    const saved = await uploaded();
    const { work, question } = await fileQuestionWork();
    await answerWith(work, question, saved);
    // Written straight to the table, past the save that attaches files.
    const direct = await uploaded();
    const checked = await fileQuestionWork();
    await app
      .get<Repository<Work>>(getRepositoryToken(Work))
      .update({ id: checked.work.id }, { status: WorkStatus.Checked });
    await createAnswer(app, checked.work, checked.question, { file_id: direct.id });
    // Several files of one answer, the form saves store.
    const [one, two] = [await uploaded(), await uploaded()];
    const several = await fileQuestionWork();
    await createAnswer(app, several.work, several.question, { file_ids: [one.id, two.id] });
    advanceClock(app, 48 * HOUR);
    await sweep();
    advanceClock(app, 96 * HOUR);
    await sweep();
    expect(await kept(saved)).toBe(true);
    expect(await kept(direct)).toBe(true);
    expect(await kept(one)).toBe(true);
    expect(await kept(two)).toBe(true);
    await cast.teacher.browser.get(`/api/works/${work.id}/files/${saved.id}`).expect(200);
  });

  it('removes a file an answer stopped naming, a grace period after a sweep saw it', async () => {
    const first = await uploaded('first.txt');
    const second = await uploaded('second.txt');
    const { work, question } = await fileQuestionWork();
    await answerWith(work, question, first);
    await answerWith(work, question, second);
    advanceClock(app, 30 * HOUR);
    // Uploaded 30 hours ago, but only now seen unnamed: it gets its full grace period.
    expect(await sweep()).toMatchObject({ removed: 0 });
    expect(await kept(first)).toBe(true);
    advanceClock(app, 24 * HOUR + 1);
    await sweep();
    expect(await kept(first)).toBe(false);
    expect(await kept(second)).toBe(true);
  });

  it('refuses an answer naming a file the sweep removed', async () => {
    const ref = await uploaded();
    advanceClock(app, 25 * HOUR);
    await sweep();
    const { work, question } = await fileQuestionWork();
    const res = await cast.student.browser
      .put(`/api/works/${work.id}/answers`)
      .set('Accept-Language', 'en')
      .send({
        version: work.version,
        answers: [{ question_id: question.id, value: { file_id: ref.id } }],
      })
      .expect(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['answers.0.value']);
  });
});

describe('the orphan files sweep as a scheduled job', () => {
  it('runs by itself every FILE_ORPHAN_SWEEP_MS', async () => {
    const dir = tempDir('api-orphans-job-');
    const app = await createTestApp({
      FILES_DIR: dir,
      FILE_ORPHAN_GRACE_HOURS: '1',
      FILE_ORPHAN_SWEEP_MS: '1000',
    });
    try {
      const { browser } = await signedInBrowser(app, {});
      const ref = (
        await browser
          .post('/api/files')
          .attach('file', Buffer.from('soon gone'), { filename: 'a.txt' })
          .expect(201)
      ).body as StoredFileRef;
      advanceClock(app, 2 * HOUR);
      const files = app.get<Repository<StoredFile>>(getRepositoryToken(StoredFile));
      const started = Date.now();
      while ((await files.findOneBy({ id: ref.id })) !== null) {
        if (Date.now() - started > 10_000) throw new Error('The sweep did not remove the file');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      jest.restoreAllMocks();
      await app.close();
    }
  });
});
