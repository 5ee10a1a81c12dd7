import type { INestApplication } from '@nestjs/common';
import { WorkStatus } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../database/migrations';
import { TaskRevisions1796100000300 } from '../database/migrations/1796100000300-task-revisions';
import type { TestBrowser } from '../testing/browser';
import { useWorksApp } from '../works/testing/use-works-app';
import { createTask, createWork, type Cast } from '../works/testing/works-fixtures';
import { Work } from '../works/work.entity';
import { TaskRevision } from './task-revision.entity';

describe('the task revisions migration', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  /** Reverts the migrations down to and including task revisions, then runs them all again. */
  async function migrateAgain(data: DataSource): Promise<void> {
    const index = MIGRATIONS.indexOf(TaskRevisions1796100000300);
    for (let i = index; i < MIGRATIONS.length; i += 1) {
      await data.undoLastMigration({ transaction: 'each' });
    }
    await data.runMigrations({ transaction: 'each' });
  }

  it('freezes every existing work on its task as it is, and reverts', async () => {
    const data = app.get(DataSource);
    const { task, questions } = await createTask(app, cast.teacher.user);
    const checked = await createWork(app, task, cast.student.user, {
      status: WorkStatus.Checked,
      ball: 7,
    });
    const draft = await createWork(app, task, cast.otherStudent.user);
    const { task: unsent } = await createTask(app, cast.teacher.user, { title: 'Unsent' });

    await migrateAgain(data);

    const works = data.getRepository(Work);
    const [first, second] = await Promise.all([
      works.findOneByOrFail({ id: checked.id }),
      works.findOneByOrFail({ id: draft.id }),
    ]);
    expect(first.taskRevisionId).toEqual(expect.any(Number));
    expect(second.taskRevisionId).toBe(first.taskRevisionId);
    expect(first).toMatchObject({ ball: 7, version: checked.version });
    const revision = await data
      .getRepository(TaskRevision)
      .findOneByOrFail({ id: first.taskRevisionId ?? 0 });
    expect(revision).toMatchObject({
      taskId: task.id,
      maxBall: task.maxBall,
      criteria: task.criteria,
      scale: task.scale,
      decision: task.decision,
    });
    expect(revision.questions).toEqual(
      questions.map((q) => ({
        id: q.id,
        position: q.position,
        type: q.type,
        text: q.text,
        ball: q.ball,
        options: q.options,
        correct: q.correct,
        maxFiles: q.maxFiles,
        referenceAnswers: q.referenceAnswers,
      })),
    );
    expect(await data.getRepository(TaskRevision).countBy({ taskId: unsent.id })).toBe(0);
  });

  it('gives the same revision to a later send of the unchanged task', async () => {
    const data = app.get(DataSource);
    const { task } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user);
    await migrateAgain(data);
    const migrated = await data.getRepository(Work).findOneByOrFail({ id: work.id });
    const sent = (
      await cast.teacher.browser.post(`/api/tasks/${task.id}/resend-unstarted`).expect(200)
    ).body as { updated: number };
    expect(sent.updated).toBe(0);
    expect((await data.getRepository(Work).findOneByOrFail({ id: work.id })).taskRevisionId).toBe(
      migrated.taskRevisionId,
    );
  });
});
