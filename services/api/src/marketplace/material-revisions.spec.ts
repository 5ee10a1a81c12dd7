import type { INestApplication } from '@nestjs/common';
import {
  DispatchJobStatus,
  ROLE_STUDENT,
  type Purchase,
  type Task,
  type TaskListPage,
  type WorkView,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { hasStatus, waitForJob } from '../dispatch/testing/dispatch-fixtures';
import { TaskRevision } from '../tasks/task-revision.entity';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { createSubject, enrol } from '../works/testing/works-fixtures';
import { Work } from '../works/work.entity';
import { MaterialVersion } from './material-version.entity';
import {
  payOnTestPage,
  publish,
  publishedMaterial,
  purchaseOf,
  startPaying,
  type Teacher,
} from './testing/marketplace-fixtures';
import { useMarketplaceApp } from './testing/use-marketplace-app';

const DAY_MS = 86_400_000;

describe('material versions and task revisions', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({ MARKETPLACE_UPDATES_DAYS: '2' }, (cast) => ({ app, author, buyer } = cast));

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

  /** The buyer sends their copy to a new student; the student's work. */
  async function sendToNewStudent(taskId: number): Promise<{ work: Work; student: TestBrowser }> {
    const student = await signedInBrowser(app, { role: ROLE_STUDENT });
    await enrol(app, buyer.user, student.user);
    const job = (
      await buyer.browser
        .post(`/api/tasks/${taskId}/dispatches`)
        .send({ target: { kind: 'students', student_ids: [student.user.id] }, delay_at: null })
        .expect(201)
    ).body as { id: number };
    await waitForJob(data(), job.id, hasStatus(DispatchJobStatus.Done));
    const work = await data()
      .getRepository(Work)
      .findOneByOrFail({ taskId, studentId: student.user.id });
    return { work, student: student.browser };
  }

  /**
   * The buyer sends their copy to a student, who hands it in (answering its first question,
   * a single choice, when `answer` is given), and checks it.
   */
  async function sendAndCheck(taskId: number, answer?: string): Promise<WorkView> {
    const { work, student } = await sendToNewStudent(taskId);
    let version = 1;
    if (answer !== undefined) {
      const task = (await buyer.browser.get(`/api/tasks/${taskId}`).expect(200)).body as Task;
      const answers = [{ question_id: task.questions[0]?.id, value: { choice_ids: [answer] } }];
      await student.put(`/api/works/${work.id}/answers`).send({ version, answers }).expect(200);
      version += 1;
    }
    await student.post(`/api/works/${work.id}/submit`).send({ version }).expect(200);
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

  it('updates a copy with answered works in place: the same task, its settings, works on their revision', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 300 });
    await payOnTestPage(buyer.browser, await startPaying(buyer, material.id));
    const copyId = (await purchaseOf(app, buyer, material.id)).taskId ?? 0;
    const bought = (await buyer.browser.get(`/api/tasks/${copyId}`).expect(200)).body as Task;
    expect(bought.origin).toBe('purchased');
    const subject = await createSubject(app, buyer.user);
    const deadline = Date.now() + 7 * DAY_MS;
    await buyer.browser
      .put(`/api/tasks/${copyId}`)
      .send({ ...bought, subject_id: subject.id, deadline, only_new: true })
      .expect(200);
    const checked = await sendAndCheck(copyId, 'a');
    expect(checked.ball).toBeGreaterThan(0);
    const revisionBefore = (await data().getRepository(Work).findOneByOrFail({ id: checked.id }))
      .taskRevisionId;

    await addQuestion(author.browser, material.template_id ?? 0);
    await publish(author, material.id, 'Добавлен разбор');
    await buyer.browser.post(`/api/materials/${material.id}/update-copy`).expect(201);

    expect(await purchaseOf(app, buyer, material.id)).toMatchObject({ taskId: copyId });
    const list = ((await buyer.browser.get('/api/tasks').expect(200)).body as TaskListPage).items;
    expect(list.map((task) => task.id)).toEqual([copyId]);
    const copy = (await buyer.browser.get(`/api/tasks/${copyId}`).expect(200)).body as Task;
    expect(copy).toMatchObject({
      subject_id: subject.id,
      deadline,
      only_new: true,
      origin: 'purchased',
      sent_students_count: 1,
    });
    expect(copy.questions).toHaveLength(checked.questions.length + 1);
    const { now: _then, ...before } = checked;
    const { now: _now, ...after } = (
      await buyer.browser.get(`/api/works/${checked.id}`).expect(200)
    ).body as WorkView;
    expect(after).toEqual(before);
    const workNow = await data().getRepository(Work).findOneByOrFail({ id: checked.id });
    expect(workNow.taskRevisionId).toBe(revisionBefore);

    const { work: later } = await sendToNewStudent(copyId);
    expect(later.taskRevisionId).not.toBe(revisionBefore);
    const revision = await data()
      .getRepository(TaskRevision)
      .findOneByOrFail({ id: later.taskRevisionId ?? 0 });
    expect(revision).toMatchObject({ taskId: copyId });
    expect(revision.questions).toHaveLength(copy.questions.length);
  });
});
