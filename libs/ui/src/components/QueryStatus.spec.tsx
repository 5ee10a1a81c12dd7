import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { ErrorKey } from '@tutor/contracts';
import { ApiError, apiRequest } from '@tutor/api-client';
import { inTurn, mockHttp, offline, Reply } from '@tutor/api-client/testing';
import { changeLocale, initI18n } from '@tutor/i18n';
import { renderWithQueries } from '../testing';
import { ActionError } from './ActionError';
import { OfflineBanner } from './OfflineBanner';
import { QueryStatus } from './QueryStatus';

function Subjects() {
  const query = useQuery({
    queryKey: ['subjects'],
    queryFn: () => apiRequest('get', '/api/subjects'),
  });
  return (
    <>
      <QueryStatus query={query} />
      {query.data ? <p>{query.data.map((subject) => subject.name).join(', ')}</p> : null}
    </>
  );
}

const ALGEBRA = { id: 1, name: 'Алгебра' };

function SubjectsAndGroups() {
  const subjects = useQuery({
    queryKey: ['subjects'],
    queryFn: () => apiRequest('get', '/api/subjects'),
  });
  const groups = useQuery({
    queryKey: ['groups'],
    queryFn: () => apiRequest('get', '/api/groups'),
  });
  return (
    <>
      <QueryStatus query={[subjects, groups]} />
      {subjects.data && groups.data ? (
        <p>{`${subjects.data.length}/${groups.data.length}`}</p>
      ) : null}
    </>
  );
}

describe('QueryStatus', () => {
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    onlineManager.setOnline(true);
    await changeLocale('ru');
  });

  it('shows "no network" with a retry offline, not "Loading…" for ever', async () => {
    onlineManager.setOnline(false);
    mockHttp({ 'GET /api/subjects': offline });
    renderWithQueries(<Subjects />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Нет сетиПроверьте подключение к интернету и нажмите «Повторить».',
    );
    expect(screen.queryByText('Загрузка…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('loads on retry once the network is back, asking once for a double click', async () => {
    const calls = mockHttp({ 'GET /api/subjects': inTurn(offline, [ALGEBRA]) });
    renderWithQueries(<Subjects />);
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(await screen.findByText('Алгебра')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says it in English', async () => {
    await changeLocale('en');
    mockHttp({ 'GET /api/subjects': offline });
    renderWithQueries(<Subjects />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connectionCheck your internet connection, then press Retry.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows "Loading…" while the first answer is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockHttp({ 'GET /api/subjects': () => new Promise((resolve) => (answer = resolve)) });
    renderWithQueries(<Subjects />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    act(() => answer([ALGEBRA]));
    expect(await screen.findByText('Алгебра')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a retry after a server error, with its text', async () => {
    mockHttp({ 'GET /api/subjects': new Reply(500, { message: 'Server Error' }) });
    renderWithQueries(<Subjects />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ошибка сервера. Повторите попытку позже.',
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('reads several queries as one: one "Loading…", one failure, a retry of the failed one', async () => {
    const calls = mockHttp({
      'GET /api/subjects': [ALGEBRA],
      'GET /api/groups': inTurn(offline, []),
    });
    renderWithQueries(<SubjectsAndGroups />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('1/0')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/subjects', '/api/groups', '/api/groups']);
  });

  it('shows nothing for a read that waits to be enabled', () => {
    const calls = mockHttp({});
    function Waiting() {
      const query = useQuery({
        queryKey: ['waiting'],
        queryFn: () => apiRequest('get', '/api/subjects'),
        enabled: false,
      });
      return <QueryStatus query={query} />;
    }
    renderWithQueries(<Waiting />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('offers no retry when the page is not found', async () => {
    mockHttp({ 'GET /api/subjects': new Reply(404, { message: 'Not Found.' }) });
    renderWithQueries(<Subjects />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Страница не найдена или больше недоступна.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ActionError', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    cleanup();
    await changeLocale('ru');
  });

  const NETWORK = new ApiError(ErrorKey.NetworkError, null, null);

  it('says "no network — not sent" for a send that got no answer', async () => {
    const { rerender } = render(<ActionError error={NETWORK} fallback="Не удалось." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Нет сети — не отправлено. Проверьте подключение и попробуйте ещё раз.',
    );
    await act(() => changeLocale('en'));
    rerender(<ActionError error={NETWORK} fallback="Failed." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'No connection — not sent. Check your connection and try again.',
    );
  });

  it("shows the action's own text for another failure, and nothing without one", () => {
    const { rerender } = render(
      <ActionError error={new ApiError(ErrorKey.ServerError, 500, null)} fallback="Не удалось." />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Не удалось.');
    rerender(<ActionError error={new ApiError(ErrorKey.ServerError, 500, null)} />);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка сервера. Повторите попытку позже.');
    rerender(<ActionError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('OfflineBanner', () => {
  beforeAll(() => initI18n());

  const goOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };

  afterEach(() => act(() => goOnline(true)));

  it('says the page is offline while it is, in a status region', () => {
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => goOnline(false));
    expect(status.textContent).toBe('Нет сети. Пока связь не вернётся, ничего не отправляется.');
    act(() => goOnline(true));
    expect(status.textContent).toBe('');
  });
});
