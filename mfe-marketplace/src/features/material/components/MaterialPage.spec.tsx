import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@tutor/i18n';
import { MaterialAccess, PurchaseStatus, QuestionType } from '@tutor/contracts';
import { bodiesOf, inTurn, mockHttp, Reply } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { materialPage, NOT_OWNED, NOW, OWNED, purchase } from '../../../shared/testing/fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { goToPayment } from '../lib/go-to-payment';
import { MaterialLinkPage, MaterialPage } from './MaterialPage';

jest.mock('../lib/go-to-payment', () => ({ goToPayment: jest.fn() }));

const TOKEN = '0123456789abcdef0123456789abcdef0123456789abcdef';
const FREE = materialPage({ access: MaterialAccess.Public, price: 0 });
const ALL_QUESTIONS = [
  {
    type: QuestionType.SingleChoice,
    text: 'Сколько корней у x² = 4?',
    ball: 2,
    options: [
      { id: 'a', text: 'Один' },
      { id: 'b', text: 'Два' },
    ],
    correct: ['b'],
    preview: true,
  },
  { type: QuestionType.ShortText, text: 'Решите x² = 9', ball: 2, preview: false },
  { type: QuestionType.LongText, text: 'Объясните решение', ball: 2, preview: false },
];

const open = (path = '/marketplace/materials/5') =>
  renderAt(
    [
      { path: '/marketplace/materials/:materialId', element: <MaterialPage /> },
      { path: '/marketplace/link/:token', element: <MaterialLinkPage /> },
    ],
    path,
  );
const button = (name: string) => screen.queryByRole('button', { name });
/** The page's routes, plus the reviews list every published material shows (none here). */
const mockPage = (routes: Parameters<typeof mockHttp>[0]) =>
  mockHttp({ 'GET /api/materials/5/reviews': [], ...routes });

describe('/marketplace/materials/:id', () => {
  beforeEach(() => {
    signInAs('teacher');
    jest.mocked(goToPayment).mockClear();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('shows what the material is, its preview questions and versions', async () => {
    mockPage({ 'GET /api/materials/5': materialPage() });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' }),
    ).toBeTruthy();
    expect(document.title.startsWith('Квадратные уравнения — ')).toBe(true);
    expect(screen.getByText('Алгебра · 8 класс')).toBeTruthy();
    expect(screen.getByText('Автор: Мария')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeTruthy();
    expect(screen.getByText('разбором').tagName).toBe('B');
    const questions = screen.getByRole('region', { name: 'Вопросы' });
    expect(within(questions).getByText('До покупки показано вопросов: 1 из 3.')).toBeTruthy();
    expect(within(questions).getByText('Сколько корней у x² = 4?')).toBeTruthy();
    expect(within(questions).getByText('Один вариант')).toBeTruthy();
    expect(within(questions).getByText('2 балла')).toBeTruthy();
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Два');
    expect(within(questions).queryByText(/верный/)).toBeNull();
    const versions = screen.getByRole('region', { name: 'Версии' });
    expect(within(versions).getByText(`Версия 1, ${formatDate(NOW)}`)).toBeTruthy();
    expect(within(versions).getByText('Первая версия')).toBeTruthy();
  });

  it('sends a buyer of a paid material to the payment page', async () => {
    const calls = mockPage({
      'GET /api/materials/5': materialPage(),
      'POST /api/materials/5/purchase': { confirmation_url: 'https://pay.example/c/1' },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Купить за 490\u00a0₽' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('https://pay.example/c/1'));
    expect(bodiesOf(calls, 'POST /api/materials/5/purchase')).toEqual([{}]);
  });

  it('takes a free material at once and links to the copy', async () => {
    const success = jest.spyOn(toast, 'success');
    mockPage({
      'GET /api/materials/5': inTurn(FREE, { ...FREE, ownership: OWNED }),
      'POST /api/materials/5/purchase': { purchase: purchase({ price: 0 }) },
    });
    open();
    expect(button('Купить за 490\u00a0₽')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Получить бесплатно' }));
    const copy = await screen.findByRole('link', { name: 'Открыть в моих заданиях' });
    expect(copy.getAttribute('href')).toBe('/tasks/77');
    expect(button('Получить бесплатно')).toBeNull();
    expect(success).toHaveBeenCalledWith('Материал добавлен в ваши задания.');
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('shows an owner the copy, the version it holds and the correct options', async () => {
    mockPage({
      'GET /api/materials/5': materialPage({ ownership: OWNED, preview: ALL_QUESTIONS }),
    });
    open();
    expect(
      (await screen.findByRole('link', { name: 'Открыть в моих заданиях' })).getAttribute('href'),
    ).toBe('/tasks/77');
    expect(screen.getByText('В вашей копии версия 1.')).toBeTruthy();
    expect(screen.getByText(/верный/).closest('li')?.textContent).toBe('Два — верный');
    expect(screen.getByText('Вопрос 3')).toBeTruthy();
    expect(button('Купить за 490\u00a0₽')).toBeNull();
  });

  it('offers an owner the new version, and takes it into the copy', async () => {
    const updated = materialPage({
      ownership: { ...OWNED, version_number: 2 },
      version: { id: 2, number: 2, changelog: 'Новые задачи', created_at: NOW },
    });
    const calls = mockPage({
      'GET /api/materials/5': materialPage({ ownership: { ...OWNED, update_available: 2 } }),
      'POST /api/materials/5/update-copy': updated,
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Вышла версия 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Обновить мою копию' }));
    // asked once, saying what the copy loses
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Обновить копию до версии 2?' }),
    );
    expect(dialog.getByText(/ваши правки в них пропадут/)).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials/5/update-copy')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Обновить мою копию' }));
    expect(await screen.findByText('В вашей копии версия 2.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Вышла версия 2' })).toBeNull();
    expect(bodiesOf(calls, 'POST /api/materials/5/update-copy')).toHaveLength(1);
  });

  it('lets an owner keep their copy as it is', async () => {
    const calls = mockPage({
      'GET /api/materials/5': materialPage({ ownership: { ...OWNED, update_available: 2 } }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Оставить как есть' }));
    expect(screen.queryByRole('heading', { name: 'Вышла версия 2' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says a payment is not complete yet, without a second buy button', async () => {
    mockPage({
      'GET /api/materials/5': materialPage({ ownership: { ...NOT_OWNED, pending: true } }),
    });
    open('/marketplace/materials/5?paid=1');
    expect(await screen.findByText(/Оплата ещё не завершена/)).toBeTruthy();
    expect(button('Купить за 490\u00a0₽')).toBeNull();
  });

  it('thanks a buyer back from a finished payment, having let the API ask the provider', async () => {
    const calls = mockPage({ 'GET /api/materials/5': materialPage({ ownership: OWNED }) });
    open('/marketplace/materials/5?paid=1');
    expect(
      await screen.findByText('Спасибо! Оплата прошла: материал в ваших заданиях.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/materials/5')?.body).toEqual({ paid: '1' });
  });

  it('asks for a material page from what the API stores on an ordinary visit', async () => {
    const calls = mockPage({ 'GET /api/materials/5': materialPage() });
    open('/marketplace/materials/5');
    expect(await screen.findByRole('heading', { name: 'Квадратные уравнения' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/materials/5')?.body).toBeUndefined();
  });

  it('shows why a purchase failed', async () => {
    mockPage({
      'GET /api/materials/5': materialPage(),
      'POST /api/materials/5/purchase': new Reply(403, { message: 'This action is unauthorized.' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Купить за 490\u00a0₽' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Это действие не разрешено.');
  });

  it('shows a student the material without actions', async () => {
    signInAs('student');
    mockPage({ 'GET /api/materials/5': materialPage() });
    open();
    expect(await screen.findByText('Материалы в свои задания берут учителя.')).toBeTruthy();
    expect(button('Купить за 490\u00a0₽')).toBeNull();
    expect(screen.queryByRole('button', { name: /Избранное/ })).toBeNull();
  });

  it('opens a `link` material by its token and takes it with the token', async () => {
    const linked = materialPage({ access: MaterialAccess.Link, price: 0 });
    const calls = mockPage({
      [`GET /api/materials/link/${TOKEN}`]: inTurn(linked, { ...linked, ownership: OWNED }),
      'POST /api/materials/5/purchase': {
        purchase: purchase({ price: 0, status: PurchaseStatus.Granted }),
      },
    });
    open(`/marketplace/link/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Получить бесплатно' }));
    expect(await screen.findByRole('link', { name: 'Открыть в моих заданиях' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials/5/purchase')).toEqual([{ token: TOKEN }]);
  });

  it('says when the material is gone', async () => {
    mockPage({ 'GET /api/materials/5': new Reply(404, {}) });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Страница не найдена или больше недоступна.',
    );
    expect(screen.getByRole('link', { name: 'В маркетплейс' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });
});
