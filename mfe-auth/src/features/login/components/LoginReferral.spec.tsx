import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesOf, mockHttp } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { useAppSettings } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../../routes';
import { readPageData } from '../lib/page-data';
import { LOGIN_SETTINGS, withLoginSettings } from './login-spec-setup';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

withLoginSettings();
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLocale('ru'));
});

describe('the login page of a referral link', () => {
  it('reads ?ref, trimmed, and ignores one longer than a code', () => {
    expect(readPageData(new URLSearchParams('ref=%20abc%20')).ref).toBe('abc');
    expect(readPageData(new URLSearchParams(`ref=${'x'.repeat(33)}`)).ref).toBeNull();
    expect(readPageData(new URLSearchParams('')).ref).toBeNull();
  });

  it('shows the offer in the spec’s words, in ru and en', async () => {
    mockHttp({});
    renderRoutes(routes, '/login?ref=abcdefgh23');
    expect((await screen.findByRole('note')).textContent).toContain('Первый месяц за 99 рублей');
    await act(() => changeLocale('en'));
    expect((await screen.findByRole('note')).textContent).toContain('First month for 99 rubles');
  });

  it.each([
    [1, 'Первый месяц за 1 рубль', 'First month for 1 ruble'],
    [149, 'Первый месяц за 149 рублей', 'First month for 149 rubles'],
    [152, 'Первый месяц за 152 рубля', 'First month for 152 rubles'],
  ])('names the configured price, %i, in words that agree with it', async (price, ru, en) => {
    useAppSettings.setState({ settings: { ...LOGIN_SETTINGS, referral_price_rub: price } });
    mockHttp({});
    renderRoutes(routes, '/login?ref=abcdefgh23');
    expect((await screen.findByRole('note')).textContent).toContain(ru);
    await act(() => changeLocale('en'));
    expect((await screen.findByRole('note')).textContent).toContain(en);
  });

  it('shows no offer without a code', () => {
    mockHttp({});
    renderRoutes(routes, '/login');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps the code through the stages and sends it with the registration only', async () => {
    const calls = mockHttp({
      'POST /login': { message: 'user_not_found' },
      'POST /registration': { redirect: '/tasks' },
    });
    renderRoutes(routes, '/login?ref=abcdefgh23');
    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'new@example.com' },
    });
    press('Продолжить');
    await screen.findByRole('heading', { name: 'Регистрация' });
    expect(screen.getByRole('note').textContent).toContain('Первый месяц за 99 рублей');
    press('Продолжить');
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /registration')).toEqual([
        expect.objectContaining({ stage: 2, ref: 'abcdefgh23' }),
      ]),
    );
    expect(bodiesOf(calls, 'POST /login')[0]).not.toHaveProperty('ref');
  });
});
