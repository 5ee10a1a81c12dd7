import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@tutor/i18n';
import { MaterialAccess } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { materialPage, NOW } from '../../../shared/testing/fixtures';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { MaterialPage } from './MaterialPage';

const DRAFT = materialPage({
  mine: true,
  author: { id: 1, first_name: 'Анна' },
  access: MaterialAccess.Restricted,
  template_id: 7,
  version: null,
  versions: [],
  published_at: null,
});
const FIRST = { id: 1, number: 1, changelog: 'Первая версия', created_at: NOW };

const open = () =>
  renderAt(
    [{ path: '/marketplace/materials/:materialId', element: <MaterialPage /> }],
    '/marketplace/materials/5',
  );
const panel = async () => screen.findByRole('region', { name: 'Действия с материалом' });

describe('the author’s material page', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('offers to publish a new material as its first version', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = mockHttp({
      'GET /api/materials/5': DRAFT,
      'POST /api/materials/5/versions': { ...DRAFT, version: FIRST, versions: [FIRST] },
      // Published, the page shows its reviews.
      'GET /api/materials/5/reviews': [],
    });
    open();
    const actions = within(await panel());
    expect(actions.getByText('Ещё не опубликован: его видите только вы.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Купить|Получить/ })).toBeNull();
    expect(actions.getByLabelText<HTMLTextAreaElement>('Что изменилось').value).toBe(
      'Первая версия',
    );
    fireEvent.click(actions.getByRole('button', { name: 'Опубликовать' }));
    expect(await actions.findByRole('button', { name: 'Опубликовать новую версию' })).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials/5/versions')).toEqual([
      { changelog: 'Первая версия' },
    ]);
    expect(success).toHaveBeenCalledWith('Версия 1 опубликована.');
    expect(screen.getByText(`Версия 1, ${formatDate(NOW)}`)).toBeTruthy();
  });

  it('shows a refused changelog under its field', async () => {
    mockHttp({
      'GET /api/materials/5': { ...DRAFT, version: FIRST, versions: [FIRST] },
      'GET /api/materials/5/reviews': [],
      'POST /api/materials/5/versions': invalid({ changelog: ['Опишите, что изменилось.'] }),
    });
    open();
    const actions = within(await panel());
    fireEvent.click(actions.getByRole('button', { name: 'Опубликовать новую версию' }));
    await waitFor(() =>
      expect(actions.getByLabelText('Что изменилось').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(actions.getByText('Опишите, что изменилось.')).toBeTruthy();
  });

  it('says why a template that came from the marketplace is not published', async () => {
    const refusal =
      'Это задание получено из маркетплейса: его нельзя опубликовать как свой материал.';
    mockHttp({
      'GET /api/materials/5': DRAFT,
      'POST /api/materials/5/versions': invalid({ template_id: [refusal] }),
    });
    open();
    const actions = within(await panel());
    fireEvent.click(actions.getByRole('button', { name: 'Опубликовать' }));
    expect((await actions.findByRole('alert')).textContent).toBe(refusal);
  });

  it('says a material made from a marketplace task is off sale and offers no publishing', async () => {
    mockHttp({
      'GET /api/materials/5': {
        ...DRAFT,
        version: FIRST,
        versions: [FIRST],
        published_at: NOW,
        template_not_authored: true,
      },
      'GET /api/materials/5/reviews': [],
    });
    open();
    const actions = within(await panel());
    expect(actions.getByRole('status').textContent).toBe(
      'Не продаётся: материал сделан из задания, полученного в маркетплейсе, а продавать можно только свои задания. У тех, кто его уже получил, копии остаются.',
    );
    expect(actions.queryByText(/Доступ: только вы/)).toBeNull();
    expect(actions.queryByRole('button', { name: /Опубликовать/ })).toBeNull();
    expect(actions.getByRole('link', { name: 'Изменить' })).toBeTruthy();
  });

  it('shows the link of a `link` material and the way to edit it', async () => {
    mockHttp({
      'GET /api/materials/5': {
        ...DRAFT,
        access: MaterialAccess.Link,
        share_url: '/marketplace/link/tok3n',
      },
    });
    open();
    const actions = within(await panel());
    expect(actions.getByLabelText<HTMLInputElement>('Ссылка на материал').value).toBe(
      'http://localhost/marketplace/link/tok3n',
    );
    expect(actions.getByRole('link', { name: 'Изменить' }).getAttribute('href')).toBe(
      '/marketplace/materials/5/edit',
    );
  });

  it('deletes the material after a confirmation', async () => {
    const calls = mockHttp({ 'GET /api/materials/5': DRAFT, 'DELETE /api/materials/5': null });
    open();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Удалить материал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить материал?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить материал' }));
    await currentPath('/marketplace?scope=mine');
    expect(bodiesOf(calls, 'DELETE /api/materials/5')).toHaveLength(1);
  });
});
