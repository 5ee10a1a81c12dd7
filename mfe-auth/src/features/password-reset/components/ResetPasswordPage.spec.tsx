import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { renderRoutes } from '@tutor/ui/testing';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { routes } from '../../../routes';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

describe('/password/reset/:token', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes the token from the path and the readonly email from the query', async () => {
    const calls = mockHttp({ 'POST /password/reset': {} });
    renderRoutes(routes, '/password/reset/tok123?email=anna%40example.com');
    // the page is lazy: its code arrives after the first render
    const email = await screen.findByLabelText('Электронная почта');
    expect(email).toHaveProperty('value', 'anna@example.com');
    expect(email).toHaveProperty('readOnly', true);
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'new-password' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), {
      target: { value: 'new-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /password/reset')).toEqual([
        {
          token: 'tok123',
          email: 'anna@example.com',
          password: 'new-password',
          password_confirmation: 'new-password',
        },
      ]),
    );
  });

  it('shows passwords.reset as success, then goes to / after 1.5 seconds', async () => {
    jest.useFakeTimers();
    mockHttp({ 'POST /password/reset': { message: 'passwords.reset' } });
    renderRoutes(routes, '/password/reset/tok?email=a%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ваш пароль изменён.');
    act(() => jest.advanceTimersByTime(1499));
    expect(followRedirect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(followRedirect).toHaveBeenCalledWith('/');
    jest.useRealTimers();
  });

  it('clears a field’s error once that field is edited', async () => {
    mockHttp({
      'POST /password/reset': invalid({
        password: ['Пароль слишком короткий.'],
        password_confirmation: ['Пароли не совпадают.'],
      }),
    });
    renderRoutes(routes, '/password/reset/tok?email=a%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Пароль слишком короткий.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'longer-one' } });
    expect(screen.queryByText('Пароль слишком короткий.')).toBeNull();
    expect(screen.getByText('Пароли не совпадают.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Повторите пароль'), {
      target: { value: 'longer-one' },
    });
    expect(screen.queryByText('Пароли не совпадают.')).toBeNull();
  });

  it('names the tab', async () => {
    renderRoutes(routes, '/password/reset/tok?email=a%40example.com');
    await waitFor(() => expect(document.title).toMatch(/^Новый пароль — /));
  });

  it('shows any other message as an error', async () => {
    mockHttp({ 'POST /password/reset': { message: 'passwords.token' } });
    renderRoutes(routes, '/password/reset/tok?email=a%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Неверный код восстановления пароля.',
    );
  });
});
