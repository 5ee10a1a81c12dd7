import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, inTurn, invalid, mockHttp } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { toast } from '@tutor/ui';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { NO_SETTINGS, SOLE_PROPRIETOR } from '../testing/fixtures';
import { RequisitesPage } from './RequisitesPage';

const open = () =>
  renderAt([{ path: '/payouts/requisites', element: <RequisitesPage /> }], '/payouts/requisites');
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorsOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-errors`)?.textContent ?? null;
};
const WRONG_ACCOUNT = 'Номер счёта не сходится с БИК: в одном из них ошибка в цифре.';

function fillSoleProprietor() {
  fireEvent.change(screen.getByLabelText('Тип'), { target: { value: '1' } });
  type('ФИО получателя', SOLE_PROPRIETOR.name);
  type('ИНН', SOLE_PROPRIETOR.inn);
  type('БИК банка', SOLE_PROPRIETOR.bic);
}

describe('/payouts/requisites', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  it('offers the spec’s two types and asks the self-employed for a wallet', async () => {
    mockHttp({ 'GET /api/payouts/requisites': NO_SETTINGS });
    open();
    const select = await screen.findByLabelText<HTMLSelectElement>('Тип');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['0', 'Самозанятый'],
      ['1', 'Индивидуальный предприниматель'],
    ]);
    expect(screen.getByLabelText('Кошелёк ЮMoney')).toBeTruthy();
    fireEvent.change(select, { target: { value: '1' } });
    expect(screen.queryByLabelText('Кошелёк ЮMoney')).toBeNull();
  });

  it('shows each 422 error under its field, drops it on edit, then saves', async () => {
    const calls = mockHttp({
      'GET /api/payouts/requisites': NO_SETTINGS,
      'PUT /api/payouts/requisites': inTurn(
        invalid({
          account: [WRONG_ACCOUNT],
          inn: ['В ИНН неверная контрольная цифра. Проверьте номер.'],
        }),
        { requisites: SOLE_PROPRIETOR, self_employed: null },
      ),
    });
    const success = jest.spyOn(toast, 'success');
    open();
    await screen.findByLabelText('Тип');
    fillSoleProprietor();
    type('Номер счёта', '40802810200000012345');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorsOf('Номер счёта')).toBe(WRONG_ACCOUNT));
    expect(errorsOf('ИНН')).toBe('В ИНН неверная контрольная цифра. Проверьте номер.');
    expect(screen.getByLabelText('Номер счёта').getAttribute('aria-invalid')).toBe('true');
    expect(errorsOf('БИК банка')).toBeNull();

    type('Номер счёта', SOLE_PROPRIETOR.account);
    expect(errorsOf('Номер счёта')).toBeNull();
    expect(errorsOf('ИНН')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await currentPath('/payouts');
    expect(success).toHaveBeenCalledWith('Реквизиты сохранены.');
    expect(bodiesOf(calls, 'PUT /api/payouts/requisites')).toEqual([
      { ...SOLE_PROPRIETOR, account: '40802810200000012345' },
      SOLE_PROPRIETOR,
    ]);
  });

  it('keeps every digit of a number pasted with spaces or dashes', async () => {
    mockHttp({ 'GET /api/payouts/requisites': NO_SETTINGS });
    open();
    await screen.findByLabelText('ИНН');
    type('ИНН', '7707 0838 9301');
    type('Номер счёта', '4070-2810-2000-0001-2345');
    expect(screen.getByLabelText<HTMLInputElement>('ИНН').value).toBe('770708389301');
    expect(screen.getByLabelText<HTMLInputElement>('Номер счёта').value).toBe(
      '40702810200000012345',
    );
    expect(screen.getByLabelText('ИНН').hasAttribute('maxlength')).toBe(false);
  });

  it('fills the form with the saved requisites', async () => {
    mockHttp({
      'GET /api/payouts/requisites': { requisites: SOLE_PROPRIETOR, self_employed: null },
    });
    open();
    expect((await screen.findByLabelText<HTMLInputElement>('Номер счёта')).value).toBe(
      SOLE_PROPRIETOR.account,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Тип').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('ФИО получателя').value).toBe(
      SOLE_PROPRIETOR.name,
    );
  });

  it('warns before leaving with unsaved changes', async () => {
    mockHttp({ 'GET /api/payouts/requisites': NO_SETTINGS });
    open();
    await screen.findByLabelText('Тип');
    type('ИНН', '7733');
    fireEvent.click(screen.getByRole('link', { name: 'К выплатам' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('ИНН').value).toBe('7733');
    fireEvent.click(screen.getByRole('link', { name: 'К выплатам' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })).getByRole(
        'button',
        { name: 'Уйти' },
      ),
    );
    await currentPath('/payouts');
  });

  it('speaks English', async () => {
    mockHttp({ 'GET /api/payouts/requisites': NO_SETTINGS });
    await act(() => changeLocale('en'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout details' })).toBeTruthy();
    const select = await screen.findByLabelText<HTMLSelectElement>('Type');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Self-employed',
      'Sole proprietor',
    ]);
    expect(screen.getByLabelText('Tax number (INN)')).toBeTruthy();
    expect(screen.getByLabelText('Bank code (BIC)')).toBeTruthy();
    expect(screen.getByLabelText('Account number')).toBeTruthy();
  });
});
