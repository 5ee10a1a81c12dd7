import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@tutor/i18n';
import { bodiesOf, callsTo, inTurn, invalid, mockHttp, Reply } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { materialPage, NOW, OWNED, review } from '../../../../shared/testing/fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { MaterialPage } from '../../components/MaterialPage';

const DAY = 86_400_000;
const CAN_REVIEW = materialPage({ ownership: { ...OWNED, can_review: true } });
const ANSWERED = review({
  id: 30,
  rating: 4,
  text: 'Хорошая подборка,\nно мало задач с параметром.',
  reviewer: { id: 13, first_name: 'Пётр' },
  answer: 'Спасибо! Добавлю в следующей версии.',
  answered_at: NOW + DAY,
  created_at: NOW - DAY,
  updated_at: NOW - DAY,
});

const open = () =>
  renderAt(
    [{ path: '/marketplace/materials/:materialId', element: <MaterialPage /> }],
    '/marketplace/materials/5',
  );
const section = async () => within(await screen.findByRole('region', { name: 'Отзывы' }));
const item = (text: string) => {
  const found = screen.getByText(text).closest('li');
  if (found === null) throw new Error(`no review with ${text}`);
  return within(found);
};

describe('the reviews of a material', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('lists the reviews with the average and the author’s answer beneath', async () => {
    mockHttp({
      'GET /api/materials/5': materialPage(),
      'GET /api/materials/5/reviews': [review(), ANSWERED],
    });
    open();
    const reviews = await section();
    expect(reviews.getByRole('img', { name: 'Средняя оценка 4,5 из 5' })).toBeTruthy();
    expect(reviews.getByText('12 отзывов')).toBeTruthy();
    await reviews.findByText('Отличные задачи, ученикам понравилось.');
    const items = reviews.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Ольга')).toBeTruthy();
    expect(first.getByRole('img', { name: '5 из 5' })).toBeTruthy();
    expect(first.getByText(formatDate(NOW))).toBeTruthy();
    expect(first.queryByText('Ответ автора')).toBeNull();
    const second = item('Спасибо! Добавлю в следующей версии.');
    expect(second.getByText('Ответ автора')).toBeTruthy();
    expect(second.getByText('Пётр')).toBeTruthy();
    expect(second.getByRole('img', { name: '4 из 5' })).toBeTruthy();
    // Only the author answers; a buyer-to-be writes no review either.
    expect(reviews.queryByRole('button', { name: 'Ответить' })).toBeNull();
    expect(reviews.queryByRole('group', { name: 'Оценка' })).toBeNull();
  });

  it('says there are no reviews yet', async () => {
    mockHttp({
      'GET /api/materials/5': materialPage({ rating: null, reviews_count: 0 }),
      'GET /api/materials/5/reviews': [],
    });
    open();
    const reviews = await section();
    expect(await reviews.findByRole('heading', { name: 'Отзывов пока нет' })).toBeTruthy();
    expect(reviews.queryByRole('img', { name: /Средняя оценка/ })).toBeNull();
  });

  it('asks an owner who has not opened the copy to open it first', async () => {
    mockHttp({
      'GET /api/materials/5': materialPage({ ownership: OWNED }),
      'GET /api/materials/5/reviews': [],
    });
    open();
    const reviews = await section();
    expect(reviews.getByText(/Откройте свою копию, чтобы оставить отзыв/)).toBeTruthy();
    expect(reviews.getByRole('link', { name: 'Перейти к своей копии' }).getAttribute('href')).toBe(
      '/tasks/77',
    );
    await reviews.findByText('Отзывов пока нет');
    expect(reviews.queryByRole('button', { name: 'Оставить отзыв' })).toBeNull();
  });

  it('lets an owner who opened the copy leave a review', async () => {
    const success = jest.spyOn(toast, 'success');
    const mine = review({ id: 40, mine: true, rating: 4, text: 'Пригодилось на ОГЭ.' });
    const calls = mockHttp({
      'GET /api/materials/5': inTurn(CAN_REVIEW, { ...CAN_REVIEW, reviews_count: 13 }),
      'GET /api/materials/5/reviews': inTurn([ANSWERED], [mine, ANSWERED]),
      'POST /api/materials/5/reviews': mine,
    });
    open();
    const reviews = await section();
    const form = within(await reviews.findByRole('form', { name: 'Ваш отзыв' }));
    const stars = within(form.getByRole('group', { name: 'Оценка' }));
    expect(stars.getAllByRole('radio')).toHaveLength(5);
    expect(reviews.queryByText(/Откройте свою копию/)).toBeNull();
    fireEvent.click(stars.getByLabelText('4 звезды — хорошо'));
    expect(stars.getByRole<HTMLInputElement>('radio', { name: '4 звезды — хорошо' }).checked).toBe(
      true,
    );
    fireEvent.change(form.getByLabelText('Текст отзыва'), {
      target: { value: ' Пригодилось на ОГЭ. ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Оставить отзыв' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Отзыв опубликован.'));
    expect(bodiesOf(calls, 'POST /api/materials/5/reviews')).toEqual([
      { rating: 4, text: 'Пригодилось на ОГЭ.' },
    ]);
    expect(await reviews.findByText('Ваш отзыв', { selector: '.mp-chip' })).toBeTruthy();
    // The list and the material (its rating and count) are fetched again.
    expect(await reviews.findByText('13 отзывов')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/materials/5/reviews')).toHaveLength(2);
    expect(callsTo(calls, 'GET', '/api/materials/5')).toHaveLength(2);
    expect(reviews.getByRole('button', { name: 'Изменить отзыв' })).toBeTruthy();
  });

  it('prefills the owner’s review and changes it', async () => {
    const success = jest.spyOn(toast, 'success');
    const mine = review({ id: 40, mine: true, rating: 3, text: 'Нормально.' });
    const changed = { ...mine, rating: 5, updated_at: NOW + DAY };
    const calls = mockHttp({
      'GET /api/materials/5': CAN_REVIEW,
      'GET /api/materials/5/reviews': inTurn([mine], [changed]),
      'POST /api/materials/5/reviews': changed,
    });
    open();
    const form = within(await (await section()).findByRole('form', { name: 'Ваш отзыв' }));
    expect(
      form.getByRole<HTMLInputElement>('radio', { name: '3 звезды — нормально' }).checked,
    ).toBe(true);
    expect(form.getByLabelText<HTMLTextAreaElement>('Текст отзыва').value).toBe('Нормально.');
    fireEvent.click(form.getByLabelText('5 звёзд — отлично'));
    fireEvent.click(form.getByRole('button', { name: 'Изменить отзыв' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Отзыв изменён.'));
    expect(bodiesOf(calls, 'POST /api/materials/5/reviews')).toEqual([
      { rating: 5, text: 'Нормально.' },
    ]);
  });

  it('shows a refused text under its field, and asks for the stars before sending', async () => {
    const calls = mockHttp({
      'GET /api/materials/5': CAN_REVIEW,
      'GET /api/materials/5/reviews': [],
      'POST /api/materials/5/reviews': invalid({ text: ['Напишите, чем полезен материал.'] }),
    });
    open();
    const form = within(await (await section()).findByRole('form', { name: 'Ваш отзыв' }));
    fireEvent.click(form.getByRole('button', { name: 'Оставить отзыв' }));
    expect(form.getByText('Поставьте оценку от 1 до 5 звёзд.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials/5/reviews')).toEqual([]);
    fireEvent.click(form.getByLabelText('2 звезды — так себе'));
    expect(form.queryByText('Поставьте оценку от 1 до 5 звёзд.')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Оставить отзыв' }));
    const text = form.getByLabelText('Текст отзыва');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${text.id}-errors`)?.textContent).toBe(
      'Напишите, чем полезен материал.',
    );
    expect(bodiesOf(calls, 'POST /api/materials/5/reviews')).toEqual([{ rating: 2, text: '' }]);
  });

  it('shows why a review was refused', async () => {
    mockHttp({
      'GET /api/materials/5': CAN_REVIEW,
      'GET /api/materials/5/reviews': [],
      'POST /api/materials/5/reviews': new Reply(409, {
        message: 'Отзывы оставляют те, кто получил материал и открыл свою копию.',
      }),
    });
    open();
    const form = within(await (await section()).findByRole('form', { name: 'Ваш отзыв' }));
    fireEvent.click(form.getByLabelText('5 звёзд — отлично'));
    fireEvent.change(form.getByLabelText('Текст отзыва'), { target: { value: 'Супер' } });
    fireEvent.click(form.getByRole('button', { name: 'Оставить отзыв' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Отзывы оставляют те, кто получил материал и открыл свою копию.',
    );
  });

  it('lets the author answer an unanswered review once', async () => {
    const success = jest.spyOn(toast, 'success');
    const answered = {
      ...review(),
      answer: 'Рада, что пригодилось!',
      answered_at: NOW + DAY,
    };
    const calls = mockHttp({
      'GET /api/materials/5': materialPage({ mine: true, author: { id: 1, first_name: 'Анна' } }),
      'GET /api/materials/5/reviews': inTurn([review(), ANSWERED], [answered, ANSWERED]),
      'POST /api/materials/5/reviews/31/answer': answered,
    });
    open();
    const reviews = await section();
    await reviews.findByText('Отличные задачи, ученикам понравилось.');
    // One «Ответить», under the review without an answer.
    expect(reviews.getAllByRole('button', { name: 'Ответить' })).toHaveLength(1);
    const unanswered = item('Отличные задачи, ученикам понравилось.');
    fireEvent.click(unanswered.getByRole('button', { name: 'Ответить' }));
    fireEvent.change(unanswered.getByLabelText('Ваш ответ'), {
      target: { value: 'Рада, что пригодилось!' },
    });
    fireEvent.click(unanswered.getByRole('button', { name: 'Отправить' }));
    expect(await reviews.findByText('Рада, что пригодилось!')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials/5/reviews/31/answer')).toEqual([
      { answer: 'Рада, что пригодилось!' },
    ]);
    expect(success).toHaveBeenCalledWith('Ответ опубликован.');
    expect(item('Рада, что пригодилось!').getByText('Ответ автора')).toBeTruthy();
    expect(reviews.queryByRole('button', { name: 'Ответить' })).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/materials/5/reviews')).toHaveLength(2));
  });

  it('shows a refused answer under its field', async () => {
    mockHttp({
      'GET /api/materials/5': materialPage({ mine: true, author: { id: 1, first_name: 'Анна' } }),
      'GET /api/materials/5/reviews': [review()],
      'POST /api/materials/5/reviews/31/answer': invalid({ answer: ['Напишите ответ.'] }),
    });
    open();
    fireEvent.click(await (await section()).findByRole('button', { name: 'Ответить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const answer = screen.getByLabelText('Ваш ответ');
    await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Напишите ответ.')).toBeTruthy();
  });
});
