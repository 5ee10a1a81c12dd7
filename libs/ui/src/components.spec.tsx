import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorKey } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { initI18n } from '@tutor/i18n';
import { Alert, ApiErrorAlert, Checkbox, Field, Select } from './index';

beforeAll(() => {
  initI18n();
});

describe('Field', () => {
  it('ties its label to the input', () => {
    render(<Field label="Email" name="email" />);
    expect(screen.getByLabelText('Email')).toHaveProperty('name', 'email');
  });

  it('lists its errors, marks the input invalid and describes it by them', () => {
    render(<Field label="Email" errors={['Required.', 'Too short.']} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const list = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(list?.textContent).toBe('Required.Too short.');
    expect(screen.getByRole('alert').textContent).toContain('Required.');
  });

  it('is not invalid without errors', () => {
    render(<Field label="Email" />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('Select and Checkbox', () => {
  it('offers options under a label with an empty choice', () => {
    render(
      <Select
        label="Role"
        placeholder="Choose"
        options={[{ value: 1, label: 'Teacher' }]}
        onChange={() => undefined}
        value=""
      />,
    );
    const select = screen.getByLabelText('Role');
    expect(select.querySelectorAll('option')).toHaveLength(2);
  });

  it('toggles a labelled checkbox', () => {
    const changes: boolean[] = [];
    render(<Checkbox label="I agree" onChange={(e) => changes.push(e.target.checked)} />);
    fireEvent.click(screen.getByLabelText('I agree'));
    expect(changes).toEqual([true]);
  });
});

describe('alerts', () => {
  it('announces an error alert', () => {
    render(<Alert>Broken</Alert>);
    expect(screen.getByRole('alert').className).toContain('ui-alert-error');
  });

  it('shows the catalogue text of a mapped failure', () => {
    render(<ApiErrorAlert error={new ApiError(ErrorKey.NetworkError, null, null)} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ошибка сети. Проверьте подключение к интернету и повторите попытку.',
    );
  });

  it('shows the server message of an uncatalogued failure', () => {
    render(<ApiErrorAlert error={new ApiError('errors.other', 400, 'Bad thing.')} />);
    expect(screen.getByRole('alert').textContent).toBe('Bad thing.');
  });
});
