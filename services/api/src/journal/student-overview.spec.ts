import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { WorkStatus, type StudentOverview } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Comment } from '../comments/comment.entity';
import type { TestBrowser } from '../testing/browser';
import { createSubject, createWork, type Cast } from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import { checkedWork, five, fivePointTask } from './testing/journal-fixtures';

describe('GET /api/students/:id/overview', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  const overview = async (): Promise<StudentOverview> =>
    (await cast.teacher.browser.get(`/api/students/${cast.student.user.id}/overview`).expect(200))
      .body as StudentOverview;

  it('shows the student, their works with status and mark, averages and comments', async () => {
    const subject = await createSubject(app, cast.teacher.user);
    const test = await fivePointTask(app, cast.teacher.user, {
      subjectId: subject.id,
      title: 'Дроби',
    });
    const homework = await fivePointTask(app, cast.teacher.user, { subjectId: subject.id });
    const open = await fivePointTask(app, cast.teacher.user, { title: 'Черновик' });
    const theirs = await fivePointTask(app, cast.otherTeacher.user, { title: 'Чужая' });
    const work = await checkedWork(app, test, cast.student.user, 6, five(3), {
      checkedAt: 1000,
    });
    await checkedWork(app, homework, cast.student.user, 10, five(5), { checkedAt: 2000 });
    await createWork(app, open, cast.student.user);
    await createWork(app, theirs, cast.student.user);
    await cast.teacher.browser.put(`/api/journal/weights/${test.id}`).send({ weight: 3 });
    await app.get<Repository<Comment>>(getRepositoryToken(Comment)).insert({
      workId: work.id,
      authorId: cast.teacher.user.id,
      text: 'Проверь знаменатель',
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });

    const page = await overview();
    expect(page.student).toMatchObject({
      id: cast.student.user.id,
      first_name: 'Student',
      email: cast.student.user.email,
    });
    expect(page.works.map((w) => w.task_title).sort()).toEqual(
      ['Дроби', 'Черновик', homework.title].sort(),
    );
    expect(page.works.find((w) => w.task_id === test.id)).toMatchObject({
      status: WorkStatus.Checked,
      mark: five(3),
      ball: 6,
      subject: { id: subject.id },
    });
    expect(page.works.find((w) => w.task_id === open.id)).toMatchObject({
      status: WorkStatus.Draft,
      mark: null,
    });
    expect(page.subjects).toHaveLength(1);
    // The journal's computation: (3×3 + 5×1) / 4 = 3.5; the marks oldest first.
    expect(page.subjects[0]?.averages).toMatchObject({ mean: 4, weighted_mean: 3.5 });
    expect(page.subjects[0]?.marks.map((m) => m.task_id)).toEqual([test.id, homework.id]);
    expect(page.comments.count).toBe(1);
    expect(page.comments.latest[0]).toMatchObject({
      work_id: work.id,
      task_title: 'Дроби',
      text: 'Проверь знаменатель',
      author: { first_name: 'Teacher' },
    });
  });

  it('answers 403 for another teacher’s student and 404 for no one', async () => {
    await cast.teacher.browser
      .get(`/api/students/${cast.otherStudent.user.id}/overview`)
      .expect(403);
    await cast.teacher.browser.get('/api/students/999999/overview').expect(404);
  });

  it('refuses a student (403) and a bad id (404 as every route id)', async () => {
    await cast.student.browser.get(`/api/students/${cast.student.user.id}/overview`).expect(403);
    await cast.teacher.browser.get('/api/students/abc/overview').expect(404);
  });
});
