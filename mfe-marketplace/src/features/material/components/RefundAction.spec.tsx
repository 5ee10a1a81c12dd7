import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, callsTo, inTurn, mockHttp, Reply } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { materialPage, OWNED } from '../../../shared/testing/fixtures';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { MaterialPage } from './MaterialPage';

const REFUNDABLE = materialPage({ ownership: { ...OWNED, refundable: true } });

const open = () =>
  renderAt(
    [{ path: '/marketplace/materials/:materialId', element: <MaterialPage /> }],
    '/marketplace/materials/5',
  );
const panel = async () =>
  within(await screen.findByRole('region', { name: 'Действия с материалом' }));

describe('a refund of a purchase', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('asks, refunds and shows the page without the copy', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = mockHttp({
      'GET /api/materials/5': inTurn(REFUNDABLE, materialPage()),
      'GET /api/materials/5/reviews': [],
      'POST /api/materials/5/refund': materialPage(),
    });
    open();
    const actions = await panel();
    expect(
      actions.getByText('Вы ещё не открывали свою копию, поэтому деньги можно вернуть.'),
    ).toBeTruthy();
    fireEvent.click(await actions.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Вернуть деньги?' }));
    expect(
      dialog.getByText(
        'Ваша копия «Квадратные уравнения» будет удалена из заданий, и доступ к материалу закроется. Мы вернём 490 ₽ тем же способом, которым вы платили.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Вернуть деньги' }));
    expect(await screen.findByRole('button', { name: 'Купить за 490\u00a0₽' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Возврат оформлен: 490\u00a0₽. Копия удалена.');
    expect(bodiesOf(calls, 'POST /api/materials/5/refund')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
    // The page is fetched again after the refund.
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/materials/5')).toHaveLength(2));
  });

  it('keeps the purchase when the buyer changes their mind', async () => {
    const calls = mockHttp({
      'GET /api/materials/5': REFUNDABLE,
      'GET /api/materials/5/reviews': [],
    });
    open();
    fireEvent.click(await (await panel()).findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Вернуть деньги?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows why a refund was refused', async () => {
    mockHttp({
      'GET /api/materials/5': REFUNDABLE,
      'GET /api/materials/5/reviews': [],
      'POST /api/materials/5/refund': new Reply(409, {
        message: 'Эту покупку уже нельзя вернуть.',
      }),
    });
    open();
    const actions = await panel();
    fireEvent.click(await actions.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Вернуть деньги?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Вернуть деньги' }));
    expect((await actions.findByRole('alert')).textContent).toBe('Эту покупку уже нельзя вернуть.');
  });

  it('offers no refund for a copy that is not refundable', async () => {
    mockHttp({
      'GET /api/materials/5': materialPage({ ownership: OWNED }),
      'GET /api/materials/5/reviews': [],
    });
    open();
    expect(await screen.findByText('В вашей копии версия 1.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
    expect(screen.queryByText(/деньги можно вернуть/)).toBeNull();
  });
});
