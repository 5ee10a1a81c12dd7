import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { ROLE_TEACHER } from '@tutor/contracts';
import { AreaPlaceholder, Field, Toaster, toast, useConfirm, usePageTitle } from './index';
import { useAreaTitle } from './page-title';

beforeAll(() => {
  initI18n();
});

describe('field errors', () => {
  it('keep the list semantics inside a live region', () => {
    render(<Field label="Email" errors={['Required.', 'Too short.']} />);
    const region = screen.getByRole('alert');
    expect(region.tagName).toBe('DIV');
    expect(screen.getByRole('list').closest('[role="alert"]')).toBe(region);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('show one error as a sentence the input is described by', () => {
    render(<Field label="Email" errors={['Required.']} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announce success in a status region and go away on their own', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved.');
    });
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('close on their button', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Sent.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Sent.')).toBeNull();
  });
});

function Asker({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm({ title: 'Submit the work?', message: 'You cannot edit it after.' }).then(
            onAnswer,
          )
        }
      >
        Submit
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and gives the focus back to the trigger', async () => {
    const answers: boolean[] = [];
    render(<Asker onAnswer={(answer) => answers.push(answer)} />);
    const trigger = screen.getByRole('button', { name: 'Submit' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Submit the work?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Отмена');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await act(async () => undefined);
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('resolves false on Escape', async () => {
    const answers: boolean[] = [];
    render(<Asker onAnswer={(answer) => answers.push(answer)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await act(async () => undefined);
    expect(answers).toEqual([false]);
  });
});

function Titled({ text }: { text: string }) {
  usePageTitle(text);
  return null;
}
function Area({ text, children }: { text: string | null; children?: React.ReactNode }) {
  useAreaTitle(text);
  return children;
}

describe('page titles', () => {
  it('name the page before the product, the page over its area', () => {
    const { rerender, unmount } = render(
      <Area text="Задания">
        <Titled text="Новое задание" />
      </Area>,
    );
    expect(document.title).toBe('Новое задание — Репетитор');
    rerender(<Area text="Задания" />);
    expect(document.title).toBe('Задания — Репетитор');
    unmount();
    expect(document.title).toBe('Репетитор');
  });
});

describe('an empty area', () => {
  afterEach(() => useSession.setState({ user: null, status: 'unknown' }));

  it('offers a teacher to create a task', async () => {
    useSession.getState().setUser({
      id: 1,
      email: 't@example.com',
      first_name: 'T',
      phone: null,
      role: ROLE_TEACHER,
      social_accounts: [],
      email_verified: true,
      is_operator: false,
    });
    const router = createMemoryRouter(
      [{ path: '/x', element: <AreaPlaceholder namespace="translation" area="shell.nav" /> }],
      { initialEntries: ['/x'] },
    );
    const { unmount } = render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Создать задание' });
    expect(link.getAttribute('href')).toBe('/tasks/new');
    unmount();
  });
});
