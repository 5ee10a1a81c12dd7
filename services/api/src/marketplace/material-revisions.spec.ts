import type { INestApplication } from '@nestjs/common';
import {
  DispatchJobStatus,
  ROLE_STUDENT,
  type Purchase,
  type Task,
  type WorkView,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { hasStatus, waitForJob } from '../dispatch/dispatch-fixtures';
import { TaskRevision } from '../tasks/task-revision.entity';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { enrol } from '../works/testing/works-fixtures';
import { Work } from '../works/work.entity';
import { MaterialVersion } from './material-version.entity';
import { publish, publishedMaterial, teacher, type Teacher } from './testing/marketplace-fixtures';

describe('material versions and task revisions', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;

  beforeAll(async () => {
    app = await createTestApp({ MARKETPLACE_UPDATES_DAYS: '2' });
  });

  beforeEach(async () => {
    author = await teacher(app, 'Анна');
    buyer = await teacher(app, 'Борис');
  });

  afterAll(async () => {
    await app.close();
  });

  const data = (): DataSource => app.get(DataSource);

  async function addQuestion(who: TestBrowser, taskId: number): Promise<void> {
    const task = (await who.get(`/api/tasks/${taskId}`).expect(200)).body as Task;
    await who
      .put(`/api/tasks/${taskId}`)
      .send({
        ...task,
        questions: [...task.questions, { type: 'long_text', text: 'Разбор', ball: 2 }],
        max_ball: task.max_ball + 2,
      })
      .expect(200);
  }

  /** The buyer sends their copy to a student, who hands it in, and checks it. */
  async function sendAndCheck(taskId: number): Promise<WorkView> {
    const student = await signedInBrowser(app, { role: ROLE_STUDENT });
    await enrol(app, buyer.user, student.user);
    const job = (
      await buyer.browser
        .post(`/api/tasks/${taskId}/dispatches`)
        .send({ target: { kind: 'students', student_ids: [student.user.id] }, delay_at: null })
        .expect(201)
    ).body as { id: number };
    await waitForJob(data(), job.id, hasStatus(DispatchJobStatus.Done));
    const work = await data().getRepository(Work).findOneByOrFail({ taskId });
    await student.browser.post(`/api/works/${work.id}/submit`).send({ version: 1 }).expect(200);
    const opened = (await buyer.browser.post(`/api/works/${work.id}/open`).expect(200))
      .body as WorkView;
    return (
      await buyer.browser
        .put(`/api/works/${work.id}/check`)
        .send({ version: opened.version, balls: [], finish: true })
        .expect(200)
    ).body as WorkView;
  }

  it('records the template revision each version was published from', async () => {
    const material = await publishedMaterial(author);
    const templateId = material.template_id ?? 0;
    await addQuestion(author.browser, templateId);
    await publish(author, material.id, 'Добавлен разбор');
    const versions = await data()
      .getRepository(MaterialVersion)
      .find({ where: { materialId: material.id }, order: { number: 'ASC' } });
    const revisions = await Promise.all(
      versions.map((version) =>
        data()
          .getRepository(TaskRevision)
          .findOneByOrFail({ id: version.taskRevisionId ?? 0 }),
      ),
    );
    expect(revisions.map((revision) => revision.taskId)).toEqual([templateId, templateId]);
    expect(revisions.map((revision) => revision.questions.length)).toEqual(
      versions.map((version) => version.content.questions.length),
    );
    expect(revisions.map((revision) => revision.maxBall)).toEqual(
      versions.map((version) => version.content.max_ball),
    );
  });

  it('keeps the buyer’s checked works as they were when the copy takes an update', async () => {
    const material = await publishedMaterial(author);
    const taken = (
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201)
    ).body as { purchase: Purchase };
    const copyId = taken.purchase.task_id ?? 0;
    const checked = await sendAndCheck(copyId);
    await addQuestion(author.browser, material.template_id ?? 0);
    await publish(author, material.id, 'Добавлен разбор');
    await buyer.browser.post(`/api/materials/${material.id}/update-copy`).expect(201);

    const { now: _then, ...before } = checked;
    const { now: _now, ...after } = (
      await buyer.browser.get(`/api/works/${checked.id}`).expect(200)
    ).body as WorkView;
    expect(after).toEqual(before);
    const copy = (await buyer.browser.get(`/api/tasks/${copyId}`).expect(200)).body as Task;
    expect(copy.questions).toHaveLength(checked.questions.length + 1);
    expect(copy.sent_students_count).toBe(1);
  });
});
