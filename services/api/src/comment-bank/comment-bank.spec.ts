import type { INestApplication } from '@nestjs/common';
import { ServerMessage, type CommentBankEntry } from '@tutor/contracts';
import { advanceClock, type TestBrowser } from '../testing/browser';
import type { Cast } from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';

describe('the comment bank', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  const unique = (text: string): string => `${text} ${Math.random().toString(36).slice(2, 8)}`;

  async function save(text: string, browser = cast.teacher.browser): Promise<CommentBankEntry> {
    const res = await browser.post('/api/comment-bank').send({ text }).expect(201);
    return res.body as CommentBankEntry;
  }

  const list = async (q: string, browser = cast.teacher.browser): Promise<CommentBankEntry[]> =>
    (await browser.get('/api/comment-bank').query({ q }).expect(200)).body as CommentBankEntry[];

  const use = (entry: CommentBankEntry) =>
    cast.teacher.browser.post(`/api/comment-bank/${entry.id}/use`).expect(200);

  it('lists the most used first, then the newest, filtered by q in any letter case', async () => {
    const tag = unique('Банк');
    const old = await save(`${tag}: Молодец, {имя}!`);
    advanceClock(app, 1000);
    const used = await save(`${tag}: Проверь знак`);
    advanceClock(app, 1000);
    const fresh = await save(`${tag}: Покажи решение`);
    await use(used);
    const answer = (await use(used)).body as CommentBankEntry;
    expect(answer).toMatchObject({ id: used.id, uses_count: 2 });
    expect(answer.last_used_at).toBeGreaterThan(0);
    const found = await list(tag.toUpperCase());
    expect(found.map((entry) => entry.id)).toEqual([used.id, fresh.id, old.id]);
    expect((await list(`${tag}: проверь`)).map((entry) => entry.id)).toEqual([used.id]);
  });

  it('keeps one text once, even saved 20 times at once', async () => {
    const text = unique('Twenty');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cast.teacher.browser.post('/api/comment-bank').send({ text }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => (res.body as CommentBankEntry).id)).size).toBe(1);
    expect(await list(text)).toHaveLength(1);
  });

  it('counts 20 parallel uses as 20', async () => {
    const entry = await save(unique('Used'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => use(entry)));
    expect(answers).toHaveLength(20);
    expect((await list(entry.text))[0]?.uses_count).toBe(20);
  });

  it('edits and deletes an entry, refusing a text another entry holds', async () => {
    const first = await save(unique('First'));
    const second = await save(unique('Second'));
    const edited = await cast.teacher.browser
      .patch(`/api/comment-bank/${first.id}`)
      .send({ text: `${first.text} edited` })
      .expect(200);
    expect(edited.body).toMatchObject({ id: first.id, text: `${first.text} edited` });
    const taken = await cast.teacher.browser
      .patch(`/api/comment-bank/${first.id}`)
      .set('Accept-Language', 'en')
      .send({ text: second.text })
      .expect(422);
    expect(taken.body).toEqual({
      message: 'Your comment bank already has this comment.',
      errors: { text: ['Your comment bank already has this comment.'] },
    });
    await cast.teacher.browser.delete(`/api/comment-bank/${first.id}`).expect(204);
    expect(await list(first.text)).toEqual([]);
    await cast.teacher.browser.delete(`/api/comment-bank/${first.id}`).expect(404);
  });

  it('keeps each teacher to their own entries', async () => {
    const entry = await save(unique('Mine'));
    expect(await list(entry.text, cast.otherTeacher.browser)).toEqual([]);
    const other = cast.otherTeacher.browser;
    const answers = await Promise.all([
      other.patch(`/api/comment-bank/${entry.id}`).send({ text: 'x' }),
      other.delete(`/api/comment-bank/${entry.id}`),
      other.post(`/api/comment-bank/${entry.id}/use`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ServerMessage.Unauthorized });
    }
    await cast.student.browser.get('/api/comment-bank').expect(403);
    await cast.student.browser.post('/api/comment-bank').send({ text: 'x' }).expect(403);
    await cast.teacher.browser.post('/api/comment-bank/999999999/use').expect(404);
  });

  it.each([
    [undefined, 'Comment is required.'],
    ['  ', 'Comment is required.'],
    ['x'.repeat(5001), 'Comment must not be longer than 5000 characters.'],
    [7, 'Comment must be a text value.'],
  ])('refuses the text %p', async (text, message) => {
    const res = await cast.teacher.browser
      .post('/api/comment-bank')
      .set('Accept-Language', 'en')
      .send({ text })
      .expect(422);
    expect((res.body as { errors: { text: string[] } }).errors.text[0]).toBe(message);
  });

  it('refuses a search longer than 200 characters', async () => {
    await cast.teacher.browser
      .get('/api/comment-bank')
      .query({ q: 'q'.repeat(201) })
      .expect(422);
  });
});
