import { render, screen } from '@testing-library/react';
import { changeLocale, initI18n } from '@tutor/i18n';
import { errorsNotUnder, FormErrorSummary } from './FormErrorSummary';

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  await changeLocale('ru');
});

describe('FormErrorSummary', () => {
  it('shows nothing while the form has no errors', () => {
    const { container } = render(<FormErrorSummary errors={{}} unplaced={[]} />);
    expect(container.textContent).toBe('');
  });

  it('asks to fix the marked fields and lists what no field shows', async () => {
    render(<FormErrorSummary errors={{ title: ['Required.'] }} unplaced={['Too many.']} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Не сохранено: исправьте отмеченные поля.Too many.');
    await changeLocale('en');
    expect(screen.getByRole('alert').textContent).toContain(
      'Not saved. Please fix the highlighted fields.',
    );
  });
});

describe('errorsNotUnder', () => {
  it('keeps the texts of paths that are neither a placed field nor under one', () => {
    const errors = { title: ['a'], 'questions.0.text': ['b'], questionsx: ['c'], price: ['d'] };
    expect(errorsNotUnder(errors, ['title', 'questions'])).toEqual(['c', 'd']);
  });
});
