import { screen, within } from '@testing-library/react';
import { formatDate } from '@tutor/i18n';
import { PurchaseStatus } from '@tutor/contracts';
import { mockHttp, Reply } from '@tutor/api-client/testing';
import { NOW, purchase } from '../../../shared/testing/fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { PurchasesPage } from './PurchasesPage';

const PURCHASES = [
  purchase(),
  purchase({
    id: 4,
    material: { id: 6, title: 'Причастный оборот' },
    status: PurchaseStatus.Pending,
    price: 1500,
    task_id: null,
    version_number: null,
    granted_at: null,
  }),
  purchase({ id: 5, material: { id: 8, title: 'Дроби' }, price: 0, task_id: 91 }),
];

const open = () =>
  renderAt(
    [{ path: '/marketplace/purchases', element: <PurchasesPage /> }],
    '/marketplace/purchases',
  );
const cellsOf = (title: string) =>
  within(screen.getByRole('link', { name: title }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/marketplace/purchases', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('lists each purchase with its status, price, date and copy', async () => {
    mockHttp({ 'GET /api/purchases': PURCHASES });
    open();
    await screen.findByRole('link', { name: 'Квадратные уравнения' });
    const date = formatDate(NOW);
    expect(cellsOf('Квадратные уравнения')).toEqual([
      'Квадратные уравнения',
      'В ваших заданиях',
      '490\u00a0₽',
      date,
      'Открыть в моих заданиях',
    ]);
    expect(cellsOf('Причастный оборот')).toEqual([
      'Причастный оборот',
      'Ожидает оплаты',
      '1\u00a0500\u00a0₽',
      date,
      '—',
    ]);
    expect(cellsOf('Дроби')[2]).toBe('Бесплатно');
    expect(
      screen.getByRole('link', { name: 'Открыть в моих заданиях: Дроби' }).getAttribute('href'),
    ).toBe('/tasks/91');
    expect(screen.getByRole('link', { name: 'Дроби' }).getAttribute('href')).toBe(
      '/marketplace/materials/8',
    );
  });

  it('shows the empty state with the way to the catalogue', async () => {
    mockHttp({ 'GET /api/purchases': [] });
    open();
    const empty = await screen.findByRole('region', { name: 'Покупок пока нет' });
    expect(within(empty).getByRole('link', { name: 'Открыть каталог' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it('shows a failed load in the alert', async () => {
    mockHttp({ 'GET /api/purchases': new Reply(500, {}) });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ошибка сервера. Повторите попытку позже.',
    );
  });
});
