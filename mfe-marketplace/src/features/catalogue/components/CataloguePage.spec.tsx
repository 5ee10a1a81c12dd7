import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { MaterialAccess } from '@tutor/contracts';
import { bodiesOf, callsTo, inTurn, mockHttp, offline } from '@tutor/api-client/testing';
import { cataloguePage, materialCard } from '../../../shared/testing/fixtures';
import { LocationProbe, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { CataloguePage } from './CataloguePage';

const PAID = materialCard();
const FREE = materialCard({
  id: 6,
  title: 'Причастный оборот',
  subject: 'russian',
  grade: 7,
  exams: ['ege', 'vpr'],
  access: MaterialAccess.Public,
  price: 0,
  cover_url: '/api/files/40',
  author: { id: 10, first_name: 'Ирина' },
  rating: null,
  reviews_count: 0,
  favourite: true,
});
const FACETS = {
  subject: [
    { value: 'algebra' as const, count: 12 },
    { value: 'russian' as const, count: 3 },
  ],
  grade: [{ value: 8, count: 9 }],
  exam: [{ value: 'oge' as const, count: 4 }],
  price_kind: [
    { value: 'free' as const, count: 5 },
    { value: 'paid' as const, count: 10 },
  ],
};
const PAGE = cataloguePage([PAID, FREE], { total: 2, facets: FACETS });

const open = (path = '/marketplace') =>
  renderAt(
    [
      {
        path: '/marketplace',
        element: (
          <>
            <CataloguePage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
const address = () => screen.getByTestId('location').textContent;
const cardOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

describe('/marketplace', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('shows each card: title, subject and grade, exams, author, rating, price', async () => {
    mockHttp({ 'GET /api/materials': PAGE });
    open();
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    expect(screen.getByRole('status').textContent).toBe('Найдено 2 материала');
    const paid = within(cardOf('Квадратные уравнения'));
    expect(paid.getByText('Алгебра · 8 класс')).toBeTruthy();
    expect(paid.getByRole('list', { name: 'Экзамены' }).textContent).toBe('ОГЭ');
    expect(paid.getByText('Автор: Мария')).toBeTruthy();
    expect(paid.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeTruthy();
    expect(paid.getByText('12 отзывов')).toBeTruthy();
    expect(paid.getByText('490 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Квадратные уравнения' }).getAttribute('href')).toBe(
      '/marketplace/materials/5',
    );

    const free = within(cardOf('Причастный оборот'));
    expect(free.getByText('Русский язык · 7 класс')).toBeTruthy();
    expect(free.getByRole('list', { name: 'Экзамены' }).textContent).toBe('ЕГЭВПР');
    expect(free.getByText('Оценок пока нет')).toBeTruthy();
    expect(free.getByText('Бесплатно')).toBeTruthy();
    expect(cardOf('Причастный оборот').querySelector('img')?.getAttribute('src')).toBe(
      '/api/files/40',
    );
  });

  it('counts the results of each filter option', async () => {
    mockHttp({ 'GET /api/materials': PAGE });
    open();
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Предмет')).toContain('Алгебра (12)');
    expect(options('Предмет')).toContain('Физика (0)');
    expect(options('Класс')).toContain('8 класс (9)');
    expect(options('Экзамен')).toEqual(['Любой', 'ОГЭ (4)', 'ЕГЭ (0)', 'ВПР (0)']);
    expect(options('Цена')).toEqual(['Любой', 'Бесплатные (5)', 'Платные (10)']);
  });

  it('puts a chosen filter into the address and asks for it', async () => {
    const calls = mockHttp({ 'GET /api/materials': PAGE });
    open('/marketplace?page=2');
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    fireEvent.change(screen.getByLabelText('Экзамен'), { target: { value: 'ege' } });
    await waitFor(() => expect(address()).toBe('/marketplace?exam=ege'));
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/materials')).toEqual([
        { page: 2 },
        { exam: 'ege', page: 1 },
      ]),
    );
  });

  it('searches with the typed words and price range', async () => {
    const calls = mockHttp({ 'GET /api/materials': PAGE });
    open();
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: ' дроби ' } });
    fireEvent.change(screen.getByLabelText('Цена до, ₽'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(address()).toBe('/marketplace?q=%D0%B4%D1%80%D0%BE%D0%B1%D0%B8&price_max=500'),
    );
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/materials').at(-1)).toEqual({
        q: 'дроби',
        price_max: 500,
        page: 1,
      }),
    );
  });

  it('opens a shared search with its filters filled in', async () => {
    const calls = mockHttp({ 'GET /api/materials': PAGE });
    open('/marketplace?q=%D0%B4%D1%80%D0%BE%D0%B1%D0%B8&subject=algebra&rating_min=4&sort=rating');
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    expect(bodiesOf(calls, 'GET /api/materials')).toEqual([
      { q: 'дроби', subject: 'algebra', rating_min: 4, sort: 'rating', page: 1 },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Поиск').value).toBe('дроби');
    expect(screen.getByLabelText<HTMLSelectElement>('Предмет').value).toBe('algebra');
    expect(screen.getByLabelText<HTMLSelectElement>('Оценка').value).toBe('4');
    expect(screen.getByLabelText<HTMLSelectElement>('Сортировка').value).toBe('rating');
  });

  it('folds the filters on a phone unless some are in use', async () => {
    const narrow = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { value: narrow, configurable: true });
    mockHttp({ 'GET /api/materials': PAGE });
    try {
      const first = open();
      await screen.findByRole('link', { name: 'Квадратные уравнения' });
      const panel = screen.getByText('Фильтры').closest('details') as HTMLDetailsElement;
      expect(panel.open).toBe(false);
      expect(screen.getByLabelText('Сортировка')).toBeTruthy();
      first.unmount();
      open('/marketplace?subject=algebra&grade=8');
      await screen.findByRole('link', { name: 'Квадратные уравнения' });
      expect(screen.getByText('Фильтры: 2').closest('details')?.open).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('offers to clear the filters when nothing is found', async () => {
    mockHttp({ 'GET /api/materials': cataloguePage([]) });
    open('/marketplace?scope=mine&grade=11&exam=vpr');
    const empty = await screen.findByRole('region', { name: 'Ничего не нашлось' });
    fireEvent.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(address()).toBe('/marketplace?scope=mine'));
  });

  it('pages through the results in the address', async () => {
    mockHttp({ 'GET /api/materials': { ...PAGE, total: 45 } });
    open('/marketplace?subject=algebra');
    const paging = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(paging).getByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(within(paging).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(address()).toBe('/marketplace?subject=algebra&page=2'));
  });

  it('marks and unmarks a favourite with the heart', async () => {
    const calls = mockHttp({
      'GET /api/materials': PAGE,
      'PUT /api/materials/5/favourite': null,
      'DELETE /api/materials/6/favourite': null,
    });
    open();
    const heart = await screen.findByRole('button', { name: 'Избранное: Квадратные уравнения' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(bodiesOf(calls, 'PUT /api/materials/5/favourite')).toHaveLength(1);

    const other = screen.getByRole('button', { name: 'Избранное: Причастный оборот' });
    expect(other.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(other);
    await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('false'));
    expect(bodiesOf(calls, 'DELETE /api/materials/6/favourite')).toHaveLength(1);
  });

  it('shows why a favourite could not be marked', async () => {
    mockHttp({
      'GET /api/materials': PAGE,
      'PUT /api/materials/5/favourite': () => {
        throw new Error('offline');
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Избранное: Квадратные уравнения' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так.');
    expect(
      screen
        .getByRole('button', { name: 'Избранное: Квадратные уравнения' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('links a teacher to their materials, favourites, purchases and a new material', async () => {
    mockHttp({ 'GET /api/materials': PAGE });
    open('/marketplace?scope=favourites');
    const tabs = await screen.findByRole('navigation', { name: 'Разделы маркетплейса' });
    const href = (name: string) => within(tabs).getByRole('link', { name }).getAttribute('href');
    expect(href('Каталог')).toBe('/marketplace');
    expect(href('Мои материалы')).toBe('/marketplace?scope=mine');
    expect(href('Покупки')).toBe('/marketplace/purchases');
    expect(within(tabs).getByRole('link', { name: 'Избранное' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Новый материал' }).getAttribute('href')).toBe(
      '/marketplace/new',
    );
  });

  it('shows the empty favourites with the way to the catalogue', async () => {
    mockHttp({ 'GET /api/materials': cataloguePage([]) });
    open('/marketplace?scope=favourites');
    const empty = await screen.findByRole('region', { name: 'В избранном пока пусто' });
    expect(within(empty).getByRole('link', { name: 'Открыть каталог' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it('shows a student the cards without hearts', async () => {
    signInAs('student');
    mockHttp({ 'GET /api/materials': PAGE });
    open();
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    expect(screen.queryByRole('button', { name: /Избранное/ })).toBeNull();
  });

  describe('offline', () => {
    afterEach(() => act(() => changeLocale('ru')));

    it('says there is no network instead of loading for ever, and loads on retry', async () => {
      const calls = mockHttp({ 'GET /api/materials': inTurn(offline, PAGE) });
      open();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'Нет сетиПроверьте подключение к интернету и нажмите «Повторить».',
      );
      expect(screen.queryByText('Загрузка…')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(await screen.findByRole('link', { name: 'Квадратные уравнения' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(callsTo(calls, 'GET', '/api/materials')).toHaveLength(2);
    });

    it('says it in English', async () => {
      await act(() => changeLocale('en'));
      mockHttp({ 'GET /api/materials': offline });
      open();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'No connectionCheck your internet connection, then press Retry.',
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    });

    it('says a favourite was not sent', async () => {
      mockHttp({ 'GET /api/materials': PAGE, 'PUT /api/materials/5/favourite': offline });
      open();
      const heart = await screen.findByRole('button', { name: 'Избранное: Квадратные уравнения' });
      fireEvent.click(heart);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Нет сети — не отправлено. Проверьте подключение и попробуйте ещё раз.',
      );
      expect(heart.getAttribute('aria-pressed')).toBe('false');
    });
  });
});
