import { act, screen } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { mockHttp } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from './routes';

describe('the journal remote', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  it('owns the journal and payouts areas', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/journal', '/payouts', '/payouts/requisites', '/payouts/sales']),
    );
  });

  it('shows the translated payouts page', async () => {
    mockHttp({});
    signInAs('teacher');
    renderAt(routes, '/payouts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Выплаты' }, { timeout: 5000 }),
    ).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
  });
});
