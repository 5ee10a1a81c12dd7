import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLocale, initI18n } from '@tutor/i18n';
import { Paging } from '../index';

beforeAll(() => {
  initI18n();
});
afterEach(async () => {
  await act(() => changeLocale('ru'));
});

const button = (name: string) => screen.getByRole('button', { name });

describe('Paging', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(
      <Paging page={1} perPage={20} total={20} onPage={jest.fn()} label="Страницы" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('names its navigation, shows the page of the pages and steps to either side', () => {
    const onPage = jest.fn();
    render(<Paging page={2} perPage={20} total={61} onPage={onPage} label="Страницы продаж" />);
    expect(screen.getByRole('navigation', { name: 'Страницы продаж' })).toBeTruthy();
    expect(screen.getByText('Страница 2 из 4')).toBeTruthy();
    fireEvent.click(button('Назад'));
    fireEvent.click(button('Вперёд'));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Paging page={1} perPage={10} total={15} onPage={jest.fn()} label="Страницы" />,
    );
    expect(button('Назад')).toHaveProperty('disabled', true);
    expect(button('Вперёд')).toHaveProperty('disabled', false);
    rerender(<Paging page={2} perPage={10} total={15} onPage={jest.fn()} label="Страницы" />);
    expect(button('Назад')).toHaveProperty('disabled', false);
    expect(button('Вперёд')).toHaveProperty('disabled', true);
  });

  it('centres the row when asked and speaks English', async () => {
    render(
      <Paging page={1} perPage={10} total={30} onPage={jest.fn()} label="Pages" align="center" />,
    );
    expect(screen.getByRole('navigation').className).toBe('ui-paging ui-paging-center');
    await act(() => changeLocale('en'));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(button('Previous')).toBeTruthy();
    expect(button('Next')).toBeTruthy();
  });
});
