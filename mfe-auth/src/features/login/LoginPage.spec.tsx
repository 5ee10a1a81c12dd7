import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ErrorKey } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../routes';

function fillAndContinue(email: string, password = '') {
  fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
}

describe('/login, stage 0', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows email, password and continue', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { name: 'Вход или регистрация' })).toBeTruthy();
    expect(screen.getByLabelText('Электронная почта')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Пароль')).toHaveProperty('type', 'password');
  });

  it('posts stage 0 with the email and password', async () => {
    const post = jest
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { message: 'passwords.user' } });
    renderRoutes(routes, '/login');
    fillAndContinue('anna@example.com', 'secret-pass');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/login', {
        stage: 0,
        email: 'anna@example.com',
        password: 'secret-pass',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Пользователь с таким адресом электронной почты не найден.',
    );
  });

  it('shows 422 field lists under their fields', async () => {
    jest
      .spyOn(http, 'post')
      .mockRejectedValue(
        new ApiError(ErrorKey.Validation, 422, 'Invalid', { email: ['Поле email обязательно.'] }),
      );
    renderRoutes(routes, '/login');
    fillAndContinue('');
    const email = screen.getByLabelText('Электронная почта');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Поле email обязательно.');
  });

  it('shows a failure without field lists in the red alert', async () => {
    jest.spyOn(http, 'post').mockRejectedValue(new ApiError(ErrorKey.NetworkError, null, null));
    renderRoutes(routes, '/login');
    fillAndContinue('anna@example.com');
    expect((await screen.findByRole('alert')).className).toContain('ui-alert-error');
  });
});
