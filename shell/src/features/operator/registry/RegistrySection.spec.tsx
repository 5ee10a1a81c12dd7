import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, callsTo, inTurn, invalid, mockHttp, Reply } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { renderWithQueries } from '@tutor/ui/testing';
import { candidate, PASSED, REACT_18, REPORTS, state, TASKS, version } from './registry-fixtures';
import { RegistrySection } from './RegistrySection';

const HISTORY = 'GET /api/remotes/registry/versions';
const history = {
  items: [version(3), version(2, { event: 'seeded', created_by: null })],
  total: 2,
};
const checkRefusal = new Reply(409, { code: 'checks_failed', checks: [REACT_18] });
const changedMeanwhile = new Reply(409, { code: 'registry_changed', message: 'changed' });

const editor = () => screen.getByRole('textbox', { name: 'Записи реестра (JSON)' });
const button = (name: string) => screen.getByRole('button', { name });
const propose = (entries: unknown) =>
  fireEvent.change(editor(), { target: { value: JSON.stringify(entries) } });

async function renderSection() {
  renderWithQueries(<RegistrySection />);
  await screen.findByRole('heading', { name: 'Действующая версия' });
}

describe('the registry section', () => {
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await changeLocale('ru');
  });

  it('shows the live version, its entries and the history', async () => {
    mockHttp({ 'GET /api/remotes/registry': state(), [HISTORY]: history });
    await renderSection();
    const entries = screen.getByRole('table', { name: 'Записи версии 3' });
    expect(within(entries).getByRole('rowheader', { name: 'tasks' })).toBeTruthy();
    expect(within(entries).getByText(/Задания · для: учителя/)).toBeTruthy();
    const rows = within(
      await screen.findByRole('table', { name: 'История версий реестра' }),
    ).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('действует')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Первая версия')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('система')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(button('Восстановить версию 2')).toBeTruthy();
    expect(JSON.parse((editor() as HTMLTextAreaElement).value)).toEqual([TASKS]);
  });

  it('reads in English too', async () => {
    await changeLocale('en');
    mockHttp({ 'GET /api/remotes/registry': state(), [HISTORY]: history });
    renderWithQueries(<RegistrySection />);
    expect(await screen.findByRole('heading', { name: 'Live version' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Registry entries (JSON)' })).toBeTruthy();
    expect(await screen.findByText('First version')).toBeTruthy();
  });

  it('names the problems of a proposal next to it without asking the API', async () => {
    const calls = mockHttp({ 'GET /api/remotes/registry': state(), [HISTORY]: history });
    await renderSection();
    fireEvent.change(editor(), { target: { value: '[{"name": "reports",' } });
    fireEvent.click(button('Проверить'));
    expect(
      await screen.findByText('Это не JSON: проверьте скобки, кавычки и запятые.'),
    ).toBeTruthy();
    expect(editor().getAttribute('aria-invalid')).toBe('true');

    propose([{ ...REPORTS, areas: [{ path: '/api/reports' }] }]);
    fireEvent.click(button('Проверить'));
    expect(
      await screen.findByText('remotes[0].areas[0].path: этот путь занят оболочкой'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/remotes/registry/checks')).toHaveLength(0);
  });

  it('shows failing checks translated and publishes a canary only with a note', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': state(),
      [HISTORY]: history,
      'POST /api/remotes/registry/checks': { results: [...PASSED, REACT_18] },
      'POST /api/remotes/registry/versions': new Reply(201, { id: 4 }),
    });
    await renderSection();
    propose([TASKS, REPORTS]);
    fireEvent.click(button('Проверить'));
    const results = await screen.findByRole('list', { name: 'Результаты проверки' });
    expect(
      within(results).getByText('react: раздел просит ^18.2.0, в оболочке 19.3.1'),
    ).toBeTruthy();
    expect(screen.getByText(/Не все проверки пройдены/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Доле пользователей (канареечный выпуск)' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Доля пользователей, %' }), {
      target: { value: '25' },
    });
    fireEvent.click(button('Опубликовать'));
    expect(await screen.findByText(/без пояснения версия с ошибками не публикуется/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/remotes/registry/versions')).toHaveLength(0);

    fireEvent.change(
      screen.getByRole('textbox', { name: 'Почему публикуете, несмотря на ошибки проверки' }),
      { target: { value: 'React 18 island, isolated' } },
    );
    fireEvent.click(button('Опубликовать'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Опубликовать' })).toBeNull());
    expect(bodiesOf(calls, 'POST /api/remotes/registry/versions')).toEqual([
      {
        remotes: [TASKS, REPORTS],
        rollout: { to: 'canary', percent: 25 },
        override_note: 'React 18 island, isolated',
      },
    ]);
    expect(bodiesOf(calls, 'POST /api/remotes/registry/checks')).toEqual([
      { remotes: [TASKS, REPORTS] },
    ]);
  });

  it('previews to named accounts and shows the API’s per-field errors', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': state(),
      [HISTORY]: history,
      'POST /api/remotes/registry/checks': { results: PASSED },
      'POST /api/remotes/registry/versions': invalid({
        'rollout.accounts': ['nobody@example.com has no account'],
      }),
    });
    await renderSection();
    fireEvent.click(button('Проверить'));
    await screen.findByText('Все проверки пройдены, можно публиковать.');
    fireEvent.click(
      screen.getByRole('radio', { name: 'Отдельным учётным записям (предпросмотр)' }),
    );
    const accounts = screen.getByRole('textbox', { name: 'Учётные записи (email)' });
    fireEvent.change(accounts, { target: { value: 'anna@example.com, not-an-email' } });
    fireEvent.click(button('Опубликовать'));
    expect(await screen.findByText('Не похоже на email: not-an-email')).toBeTruthy();

    fireEvent.change(accounts, { target: { value: 'anna@example.com\nnobody@example.com' } });
    fireEvent.click(button('Опубликовать'));
    expect(await screen.findByText('nobody@example.com has no account')).toBeTruthy();
    expect(accounts.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(calls, 'POST /api/remotes/registry/versions')).toEqual([
      {
        remotes: [TASKS],
        rollout: { to: 'preview', accounts: ['anna@example.com', 'nobody@example.com'] },
      },
    ]);
  });

  it('checks again when publishing is refused by the checks, and asks for a note', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': state(),
      [HISTORY]: history,
      'POST /api/remotes/registry/checks': inTurn({ results: PASSED }, { results: [REACT_18] }),
      'POST /api/remotes/registry/versions': checkRefusal,
    });
    await renderSection();
    fireEvent.click(button('Проверить'));
    await screen.findByText('Все проверки пройдены, можно публиковать.');
    fireEvent.click(button('Опубликовать'));
    expect(await screen.findByText(/При публикации проверки не прошли/)).toBeTruthy();
    expect(screen.getByText('react: раздел просит ^18.2.0, в оболочке 19.3.1')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Почему публикуете, несмотря на ошибки проверки' }),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/remotes/registry/checks')).toHaveLength(2);
  });

  it('promotes the candidate once however often it is clicked', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': inTurn(
        state({ candidate: candidate(4) }),
        state({ live: version(4) }),
      ),
      [HISTORY]: history,
      'POST /api/remotes/registry/promote': null,
    });
    await renderSection();
    expect(screen.getByText('Для 25% пользователей')).toBeTruthy();
    const promote = button('Сделать действующей для всех');
    act(() => {
      fireEvent.click(promote);
      fireEvent.click(promote);
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Кандидат' })).toBeNull());
    expect(callsTo(calls, 'POST', '/api/remotes/registry/promote')).toHaveLength(1);
  });

  it('rolls the candidate back only once the operator confirms', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': state({ candidate: candidate(4) }),
      [HISTORY]: history,
      'POST /api/remotes/registry/rollback': null,
    });
    await renderSection();
    fireEvent.click(button('Откатить'));
    let dialog = await screen.findByRole('dialog', { name: 'Откатить версию 4?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/remotes/registry/rollback')).toHaveLength(0);

    fireEvent.click(button('Откатить'));
    dialog = await screen.findByRole('dialog', { name: 'Откатить версию 4?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Откатить' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/remotes/registry/rollback')).toHaveLength(1),
    );
  });

  it('reloads and says so when another operator changed the registry meanwhile', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': inTurn(state({ candidate: candidate(4) }), state()),
      [HISTORY]: history,
      'POST /api/remotes/registry/promote': changedMeanwhile,
    });
    await renderSection();
    fireEvent.click(button('Сделать действующей для всех'));
    expect(await screen.findByText(/реестр изменил другой оператор/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Кандидат' })).toBeNull());
    expect(callsTo(calls, 'GET', '/api/remotes/registry').length).toBeGreaterThan(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores an earlier version, with a note when it fails today’s checks', async () => {
    const calls = mockHttp({
      'GET /api/remotes/registry': state(),
      [HISTORY]: history,
      'POST /api/remotes/registry/versions/2/restore': inTurn(checkRefusal, null),
    });
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Восстановить версию 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Восстановить версию 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByText(/Версия 2 сейчас не проходит проверки/)).toBeTruthy();

    fireEvent.click(button('Восстановить с пояснением'));
    expect(await screen.findByText(/без пояснения версия с ошибками не публикуется/)).toBeTruthy();
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Почему восстанавливаете, несмотря на ошибки' }),
      { target: { value: 'back to the seed' } },
    );
    fireEvent.click(button('Восстановить с пояснением'));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/remotes/registry/versions/2/restore')).toEqual([
        {},
        { override_note: 'back to the seed' },
      ]),
    );
  });

  it('offers to try again when the registry cannot be read', async () => {
    mockHttp({
      'GET /api/remotes/registry': inTurn(new Reply(500, {}), state()),
      [HISTORY]: history,
    });
    renderWithQueries(<RegistrySection />);
    expect(await screen.findByText('Не удалось получить реестр.')).toBeTruthy();
    fireEvent.click(button('Повторить'));
    expect(await screen.findByRole('heading', { name: 'Действующая версия' })).toBeTruthy();
  });
});
