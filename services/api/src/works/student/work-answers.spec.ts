import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  ANSWER_TEXT_MAX,
  QuestionType,
  WorkRefusalCode,
  WorkStatus,
  type WorkView,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { BAD_VALUES, describeValue } from '../../testing/bad-input';
import { openBrowser, type TestBrowser } from '../../testing/browser';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import {
  createStoredFile,
  createTask,
  createWork,
  type Cast,
  type QuestionSpec,
} from '../testing/works-fixtures';
import { WorkAnswer } from '../work-answer.entity';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';

const EVERY_TYPE: QuestionSpec[] = [
  { type: QuestionType.ShortText, ball: 1 },
  { type: QuestionType.LongText, ball: 1 },
  {
    type: QuestionType.SingleChoice,
    ball: 2,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    correct: ['b'],
  },
  {
    type: QuestionType.MultipleChoice,
    ball: 3,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ],
    correct: ['a', 'c'],
  },
  { type: QuestionType.File, ball: 1 },
  { type: QuestionType.Audio, ball: 1 },
  { type: QuestionType.VideoLink, ball: 1 },
];

describe('PUT /api/works/:id/answers (autosave)', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  let answers: Repository<WorkAnswer>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  beforeAll(async () => {
    answers = app.get(getRepositoryToken(WorkAnswer));
  });

  /** A fresh draft of the cast's student with one question of each type. */
  async function draft(): Promise<{ work: Work; q: TaskQuestion[] }> {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: EVERY_TYPE,
    });
    return { work: await createWork(app, task, cast.student.user), q: questions };
  }

  const save = (work: Work, body: object, browser = cast.student.browser, language = 'en') =>
    browser.put(`/api/works/${work.id}/answers`).set('Accept-Language', language).send(body);

  const at = (questions: TaskQuestion[], index: number): number => {
    const question = questions[index];
    if (question === undefined) throw new Error(`no question ${index}`);
    return question.id;
  };

  it('saves answers of every type, one row per question, and answers the new version', async () => {
    const { work, q } = await draft();
    const file = await createStoredFile(app, cast.student.user);
    const audio = await createStoredFile(app, cast.student.user);
    const res = await save(work, {
      version: work.version,
      answers: [
        { question_id: at(q, 0), value: { text: 'short' } },
        { question_id: at(q, 1), value: { text: 'long\nanswer' } },
        { question_id: at(q, 2), value: { choice_ids: ['b'] } },
        { question_id: at(q, 3), value: { choice_ids: ['c', 'a'] } },
        { question_id: at(q, 4), value: { file_id: file.id } },
        { question_id: at(q, 5), value: { file_id: audio.id } },
        { question_id: at(q, 6), value: { link: 'https://rutube.ru/video/abcdef123456/' } },
      ],
    }).expect(200);
    expect(res.body).toEqual({ version: work.version + 1 });
    const page = (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page.version).toBe(work.version + 1);
    expect(page.answers.map((a) => [a.value, a.auto_ball])).toEqual([
      [{ text: 'short' }, null],
      [{ text: 'long\nanswer' }, null],
      [{ choice_ids: ['b'] }, 2],
      [{ choice_ids: ['c', 'a'] }, 3],
      [{ file_ids: [file.id] }, null],
      [{ file_ids: [audio.id] }, null],
      [{ link: 'https://rutube.ru/video/abcdef123456/' }, null],
    ]);
    expect(page.answers[6]?.embed_url).toBe('https://rutube.ru/play/embed/abcdef123456');
  });

  it('overwrites an answer on the next save and clears it with null', async () => {
    const { work, q } = await draft();
    const first = await save(work, {
      version: work.version,
      answers: [{ question_id: at(q, 0), value: { text: 'first' } }],
    }).expect(200);
    const second = await save(work, {
      version: (first.body as { version: number }).version,
      answers: [{ question_id: at(q, 0), value: { text: 'second' } }],
    }).expect(200);
    let rows = await answers.findBy({ workId: work.id });
    expect(rows.map((row) => row.value)).toEqual([{ text: 'second' }]);
    await save(work, {
      version: (second.body as { version: number }).version,
      answers: [{ question_id: at(q, 0), value: null }],
    }).expect(200);
    rows = await answers.findBy({ workId: work.id });
    expect(rows.map((row) => row.value)).toEqual([null]);
  });

  it('checks choices automatically: the full ball only for exactly the correct set', async () => {
    const { work, q } = await draft();
    const cases: [string[], number][] = [
      [['a', 'c'], 3],
      [['a'], 0],
      [['a', 'b', 'c'], 0],
      [[], 0],
    ];
    let version = work.version;
    for (const [choice, ball] of cases) {
      const res = await save(work, {
        version,
        answers: [{ question_id: at(q, 3), value: { choice_ids: choice } }],
      }).expect(200);
      version = (res.body as { version: number }).version;
      const [row] = await answers.findBy({ workId: work.id, questionId: at(q, 3) });
      expect([choice, row?.autoBall]).toEqual([choice, ball]);
    }
  });

  it("drops the teacher's earlier ball of an answer the student changes", async () => {
    const { work, q } = await draft();
    await answers.save({
      workId: work.id,
      questionId: at(q, 0),
      value: { text: 'old' },
      autoBall: null,
      ball: 1,
      updatedAt: 0,
    });
    await save(work, {
      version: work.version,
      answers: [{ question_id: at(q, 0), value: { text: 'new' } }],
    }).expect(200);
    const [row] = await answers.findBy({ workId: work.id });
    expect(row?.ball).toBeNull();
  });

  it('takes no answers of a timed work before "Начать": opening it starts nothing', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user, { timerMinutes: 15 });
    const work = await createWork(app, task, cast.student.user);
    let page = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page).toMatchObject({
      timer_minutes: 15,
      started: false,
      started_at: null,
      ends_at: null,
      questions_hidden: true,
      questions_count: 3,
      questions: [],
      answers: [],
    });
    const refused = await save(work, {
      version: work.version,
      answers: [{ question_id: at(questions, 2), value: { text: 'x' } }],
    }).expect(409);
    expect(refused.body).toMatchObject({ code: WorkRefusalCode.NotStarted });
    page = (await cast.student.browser.post(`/api/works/${work.id}/start`).expect(200))
      .body as WorkView;
    expect(page).toMatchObject({ started: true, questions_hidden: false });
    expect(page.questions).toHaveLength(3);
    expect(page.ends_at).toBe((page.started_at ?? 0) + 15 * 60_000);
    await save(work, {
      version: page.version,
      answers: [{ question_id: at(questions, 2), value: { text: 'x' } }],
    }).expect(200);
  });

  it('counts an untimed work as started from its first save', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user);
    await save(work, {
      version: work.version,
      answers: [{ question_id: at(questions, 2), value: { text: 'x' } }],
    }).expect(200);
    const page = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page).toMatchObject({ started: true, questions_hidden: false, ends_at: null });
  });

  it('refuses a stale version: the second of two browsers is told to reload', async () => {
    const { work, q } = await draft();
    const secondTab = await openBrowser(app);
    await secondTab.signIn(cast.student.user.email, 'Tr1cky-Pineapple');
    const seen = work.version;
    await save(work, {
      version: seen,
      answers: [{ question_id: at(q, 0), value: { text: 'from tab one' } }],
    }).expect(200);
    const res = await save(
      work,
      { version: seen, answers: [{ question_id: at(q, 0), value: { text: 'from tab two' } }] },
      secondTab,
    ).expect(409);
    expect(res.body).toEqual({
      message:
        'The work has been changed in another tab or by someone else. Reload the page to see the latest version.',
      code: WorkRefusalCode.StaleVersion,
    });
    const ru = await save(work, { version: seen, answers: [] }, secondTab, 'ru').expect(409);
    expect((ru.body as { message: string }).message).toMatch(
      /^Работа была изменена в другой вкладке/,
    );
    const [row] = await answers.findBy({ workId: work.id });
    expect(row?.value).toEqual({ text: 'from tab one' });
  });

  it('lets only one of two simultaneous saves of the same version through', async () => {
    const { work, q } = await draft();
    const body = (text: string) => ({
      version: work.version,
      answers: [{ question_id: at(q, 0), value: { text } }],
    });
    const results = await Promise.all([save(work, body('one')), save(work, body('two'))]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('keeps every accepted save while refused ones of other works roll back', async () => {
    const drafts = await Promise.all([draft(), draft(), draft(), draft()]);
    const texts = (index: number) => [`first ${index}`, `second ${index}`];
    const results = await Promise.all(
      drafts.flatMap(({ work, q }, index) =>
        texts(index).map((text) =>
          save(work, {
            version: work.version,
            answers: [{ question_id: at(q, 0), value: { text } }],
          }),
        ),
      ),
    );
    for (const [index, { work }] of drafts.entries()) {
      const pair = results.slice(index * 2, index * 2 + 2).map((res) => res.status);
      expect(pair.sort()).toEqual([200, 409]);
      const accepted = texts(index)[results[index * 2]?.status === 200 ? 0 : 1];
      const rows = await answers.findBy({ workId: work.id });
      expect(rows.map((row) => row.value)).toEqual([{ text: accepted }]);
    }
  });

  it.each([
    WorkStatus.Submitted,
    WorkStatus.Resubmitted,
    WorkStatus.BeingChecked,
    WorkStatus.Checked,
  ])('refuses saving in status %s', async (status) => {
    const { task, questions } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user, { status });
    const res = await save(work, {
      version: work.version,
      answers: [{ question_id: at(questions, 2), value: { text: 'late change' } }],
    }).expect(409);
    expect(res.body).toEqual({
      message: 'The work can no longer be changed: it has been submitted.',
      code: WorkRefusalCode.NotEditable,
    });
  });

  describe('answers that do not fit', () => {
    const refused = async (
      work: Work,
      answer: object,
      field: string,
      message: string,
      language = 'en',
    ) => {
      const res = await save(
        work,
        { version: work.version, answers: [answer] },
        undefined,
        language,
      ).expect(422);
      expect(res.body).toEqual({ message, errors: { [field]: [message] } });
    };

    it('refuses a question of another task', async () => {
      const { work } = await draft();
      const { questions: foreign } = await createTask(app, cast.teacher.user);
      await refused(
        work,
        { question_id: at(foreign, 0), value: { text: 'x' } },
        'answers.0.question_id',
        'This question is not part of the task.',
      );
    });

    it('refuses the same question twice', async () => {
      const { work, q } = await draft();
      const res = await save(work, {
        version: work.version,
        answers: [
          { question_id: at(q, 0), value: { text: 'a' } },
          { question_id: at(q, 0), value: { text: 'b' } },
        ],
      }).expect(422);
      expect(res.body).toMatchObject({
        errors: { 'answers.1.question_id': ['This question is listed more than once.'] },
      });
    });

    it('refuses a text that is too long', async () => {
      const { work, q } = await draft();
      await refused(
        work,
        { question_id: at(q, 1), value: { text: 'x'.repeat(ANSWER_TEXT_MAX + 1) } },
        'answers.0.value',
        `The answer must not be longer than ${ANSWER_TEXT_MAX} characters.`,
      );
    });

    it.each([
      [
        'an unknown option',
        3,
        { choice_ids: ['z'] },
        'The chosen option is not one of the question’s options.',
      ],
      [
        'an option twice',
        3,
        { choice_ids: ['a', 'a'] },
        'The chosen option is not one of the question’s options.',
      ],
      ['two options of a single choice', 2, { choice_ids: ['a', 'b'] }, 'Choose only one option.'],
      [
        'a text for a choice',
        2,
        { text: 'b' },
        'The answer does not fit the type of the question.',
      ],
      [
        'choices for a text',
        0,
        { choice_ids: ['a'] },
        'The answer does not fit the type of the question.',
      ],
      [
        'a link for a file',
        4,
        { link: 'https://youtu.be/dQw4w9WgXcQ' },
        'The answer does not fit the type of the question.',
      ],
      [
        'a non-integer file id',
        4,
        { file_id: 'x' },
        'The answer does not fit the type of the question.',
      ],
    ])('refuses %s', async (_name, index, value, message) => {
      const { work, q } = await draft();
      await refused(work, { question_id: at(q, index), value }, 'answers.0.value', message);
    });

    it('refuses a file the student did not upload', async () => {
      const { work, q } = await draft();
      const foreign = await createStoredFile(app, cast.otherStudent.user);
      await refused(
        work,
        { question_id: at(q, 4), value: { file_id: foreign.id } },
        'answers.0.value',
        'The file was not found among your uploads.',
      );
      await refused(
        work,
        { question_id: at(q, 5), value: { file_id: 2_000_000_000 } },
        'answers.0.value',
        'The file was not found among your uploads.',
      );
    });

    it.each([
      'http://youtu.be/dQw4w9WgXcQ',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ',
      'not a link',
    ])("refuses the video link %s with the spec's Video link text", async (link) => {
      const { work, q } = await draft();
      await refused(
        work,
        { question_id: at(q, 6), value: { link } },
        'answers.0.value',
        'Unsupported link. Supported platforms: YouTube, VK, Rutube, Kinescope.',
      );
      await refused(
        work,
        { question_id: at(q, 6), value: { link } },
        'answers.0.value',
        'Неподдерживаемая ссылка. Поддерживаются платформы: YouTube, VK, Rutube, Kinescope.',
        'ru',
      );
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for the version %s',
      async (_label, value) => {
        const { work } = await draft();
        const res = await save(work, { version: value, answers: [] });
        if (Number.isInteger(value) && (value as number) >= 0) {
          expect(res.body).toMatchObject({ code: WorkRefusalCode.StaleVersion });
        } else {
          expect(res.status).toBe(422);
          expect(res.body).toHaveProperty('errors.version');
        }
      },
    );

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for the answers %s',
      async (_label, value) => {
        const { work } = await draft();
        const res = await save(work, { version: work.version, answers: value });
        expect([200, 422]).toContain(res.status);
      },
    );

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for an answer value %s',
      async (_label, value) => {
        const { work, q } = await draft();
        let version = work.version;
        for (let index = 0; index < q.length; index += 1) {
          const res = await save(work, {
            version,
            answers: [{ question_id: at(q, index), value }],
          });
          expect([200, 413, 422]).toContain(res.status);
          if (res.status === 200) version = (res.body as { version: number }).version;
        }
      },
    );

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for a question id %s',
      async (_label, value) => {
        const { work } = await draft();
        const res = await save(work, {
          version: work.version,
          answers: [{ question_id: value, value: null }],
        });
        expect([413, 422]).toContain(res.status);
      },
    );
  });
});
