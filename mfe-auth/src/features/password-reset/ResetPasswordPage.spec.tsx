import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../routes';

describe('/password/reset/:token', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes the token from the path and the readonly email from the query', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    renderRoutes(routes, '/password/reset/tok123?email=anna%40example.com');
    const email = screen.getByLabelText('Электронная почта');
    expect(email).toHaveProperty('value', 'anna@example.com');
    expect(email).toHaveProperty('readOnly', true);
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'new-password' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), {
      target: { value: 'new-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/password/reset', {
        token: 'tok123',
        email: 'anna@example.com',
        password: 'new-password',
        password_confirmation: 'new-password',
      }),
    );
  });
});
