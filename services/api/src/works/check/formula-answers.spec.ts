import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { QuestionType, WorkStatus, type WorkView } from '@tutor/contracts';
import type { TestBrowser } from '../../testing/browser';
import { createTask, createWork, worksRepository, type Cast } from '../testing/works-fixtures';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';
import { WorkAnswer } from '../work-answer.entity';

describe('formula answers', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  async function formulaDraft() {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [
        { type: QuestionType.Formula, ball: 4, referenceAnswers: ['x^2-1', 'y=2x'] },
        { type: QuestionType.Formula, ball: 2 },
      ],
    });
    const work = await createWork(app, task, cast.student.user);
    return { work, q: questions.map((question) => question.id) };
  }

  const save = (work: Work, answers: object[], version = work.version) =>
    cast.student.browser.put(`/api/works/${work.id}/answers`).send({ version, answers });

  const view = async (work: Work): Promise<WorkView> =>
    (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200)).body as WorkView;

  it.each([
    ['\\left(x-1\\right)\\left(x+1\\right)', 4],
    ['$(x+1)(x-1)$', 4],
    ['4x=2y', 4],
    ['(x-1)^2', 0],
    ['x^2-1+z', 0],
    ['\\frac{', 0],
    ['', 0],
  ])('auto-checks %j as %s', async (text, ball) => {
    const { work, q } = await formulaDraft();
    await save(work, [{ question_id: q[0], value: { text } }]).expect(200);
    const page = await view(work);
    expect(page.answers[0]).toMatchObject({ auto_ball: ball, auto_checked: true, ball });
    expect(page.questions[0]?.reference_answers).toEqual(['x^2-1', 'y=2x']);
  });

  it('leaves a formula question without references to the teacher', async () => {
    const { work, q } = await formulaDraft();
    await save(work, [{ question_id: q[1], value: { text: 'x' } }]).expect(200);
    expect((await view(work)).answers[0]).toMatchObject({ auto_ball: null, auto_checked: false });
  });

  it('gives one consistent ball to 20 parallel checks, and the teacher may override it', async () => {
    const { work, q } = await formulaDraft();
    await save(work, [{ question_id: q[0], value: { text: '(x-1)(x+1)' } }]).expect(200);
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: work.version + 1 })
      .expect(200);
    const version = work.version + 2;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cast.teacher.browser
          .put(`/api/works/${work.id}/check`)
          .send({ version, balls: [], finish: true }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const checked = await worksRepository(app).findOneByOrFail({ id: work.id });
    expect(checked).toMatchObject({ status: WorkStatus.Checked, ball: 4 });
    const rows = await app
      .get<Repository<WorkAnswer>>(getRepositoryToken(WorkAnswer))
      .findBy({ workId: work.id });
    expect(rows.map((row) => row.autoBall)).toEqual([4]);

    const overridden = await cast.teacher.browser
      .put(`/api/works/${work.id}/check`)
      .send({ version: checked.version, balls: [{ question_id: q[0], ball: 1 }], finish: true })
      .expect(200);
    expect((overridden.body as WorkView).ball).toBe(1);
    expect((await view(work)).answers[0]).toMatchObject({ auto_ball: 4, ball: 1 });
  });
});
