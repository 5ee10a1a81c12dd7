import { act, screen } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { mockHttp, type Call } from '@tutor/api-client/testing';
import { cataloguePage, subscription } from './shared/testing/fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from './routes';

const TEACHER_PAGES = [
  { path: '/marketplace', ru: 'Маркетплейс', en: 'Marketplace' },
  { path: '/marketplace?scope=mine', ru: 'Мои материалы', en: 'My materials' },
  { path: '/marketplace?scope=favourites', ru: 'Избранное', en: 'Favourites' },
  { path: '/marketplace/purchases', ru: 'Покупки', en: 'Purchases' },
  { path: '/marketplace/new', ru: 'Новый материал', en: 'New material' },
  { path: '/marketplace/payments/7', ru: 'Оплачено', en: 'Paid' },
];

describe('the marketplace remote', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = mockHttp({
      'GET /api/materials': cataloguePage([]),
      'GET /api/purchases': [],
      'GET /api/tasks': { items: [], total: 0, page: 1, per_page: 100 },
      'GET /api/subscription': subscription(),
      'GET /api/payments/7/status': {
        id: 7,
        state: 'paid',
        amount_rub: 490,
        item: 'plan',
        material: null,
      },
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  it('owns the marketplace area', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/marketplace',
      '/marketplace/purchases',
      '/marketplace/new',
      '/marketplace/materials/:materialId',
      '/marketplace/materials/:materialId/edit',
      '/marketplace/link/:token',
      '/marketplace/payments/:paymentId',
    ]);
  });

  it.each(TEACHER_PAGES)(
    'shows a teacher the translated page at $path',
    async ({ path, ru, en }) => {
      signInAs('teacher');
      renderAt(routes, path);
      // The page's code arrives lazily; the first import may take a while in a test.
      expect(
        await screen.findByRole('heading', { level: 1, name: ru }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(document.title.startsWith(`${ru} — `)).toBe(true);
      await act(() => changeLocale('en'));
      expect(await screen.findByRole('heading', { level: 1, name: en })).toBeTruthy();
    },
  );

  it('shows a student the catalogue without a teacher’s sections', async () => {
    signInAs('student');
    renderAt(routes, '/marketplace?scope=mine');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Маркетплейс' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Разделы маркетплейса' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Новый материал' })).toBeNull();
    expect(calls.map((call) => call.body)).toEqual([{ page: 1 }]);
  });

  it.each(['/marketplace/new', '/marketplace/purchases', '/marketplace/materials/5/edit'])(
    'tells a student that %s is for teachers',
    async (path) => {
      signInAs('student');
      renderAt(routes, path);
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Эта страница доступна только учителям.' },
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );
});
