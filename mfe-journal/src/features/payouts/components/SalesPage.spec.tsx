import { fireEvent, screen, within } from '@testing-library/react';
import { mockHttp } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { SOLD_AT, sale } from '../testing/fixtures';
import { SalesPage } from './SalesPage';

const open = (path = '/payouts/sales') =>
  renderAt([{ path: '/payouts/sales', element: <SalesPage /> }], path);
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

describe('/payouts/sales', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('shows each sale with its price, fee, share, hold and refund', async () => {
    mockHttp({
      'GET /api/payouts/sales': {
        items: [
          sale(2, { status: 'held' }),
          sale(1, { status: 'refunded', refunded_at: SOLD_AT, material: null }),
        ],
        total: 2,
        page: 1,
        per_page: 20,
      },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Продажи ваших материалов' });
    const [, held, refunded] = within(table).getAllByRole('row');
    const cell = (row: HTMLElement | undefined, label: string) =>
      row?.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell(held, 'Материал')).toBe('Линейные уравнения');
    expect(cell(held, 'Цена')).toMatch(money('1 490 ₽'));
    expect(cell(held, 'Комиссия')).toMatch(money('298 ₽'));
    expect(cell(held, 'Ваша доля')).toMatch(money('1 192 ₽'));
    expect(cell(held, 'Ожидание до')).toMatch(/17 мар\.? 2025/);
    expect(cell(held, 'Статус')).toBe('В ожидании');
    expect(cell(refunded, 'Материал')).toBe('Материал удалён');
    expect(cell(refunded, 'Статус')).toMatch(/^Возврат 3 мар\.? 2025/);
    expect(screen.queryByRole('navigation', { name: 'Страницы истории продаж' })).toBeNull();
  });

  it('pages through the history', async () => {
    const pageOf = (page: number) => ({
      items: [sale(100 - page, { material: { id: page, title: `Материал ${page}` } })],
      total: 45,
      page,
      per_page: 20,
    });
    const calls = mockHttp({
      'GET /api/payouts/sales': (query: { page: number }) => pageOf(query.page),
    });
    open('/payouts/sales?page=2');
    expect(await screen.findByText('Материал 2')).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: 'Страницы истории продаж' });
    expect(within(paging).getByText('Страница 2 из 3')).toBeTruthy();
    fireEvent.click(within(paging).getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Материал 3')).toBeTruthy();
    expect(within(paging).getByRole('button', { name: 'Вперёд' })).toHaveProperty('disabled', true);
    expect(calls.map((call) => call.body)).toEqual([{ page: 2 }, { page: 3 }]);
  });

  it('says when there are no sales yet, with the way to the marketplace', async () => {
    mockHttp({ 'GET /api/payouts/sales': { items: [], total: 0, page: 1, per_page: 20 } });
    open();
    const empty = await screen.findByRole('region', { name: 'Продаж пока нет.' });
    expect(within(empty).getByRole('link', { name: 'В маркетплейс' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });
});
