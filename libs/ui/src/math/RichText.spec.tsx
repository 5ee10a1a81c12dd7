import { render, screen, waitFor } from '@testing-library/react';
import { RichText } from './RichText';

const IMAGES = [{ id: 7, url: '/api/files/7' }];

describe('RichText', () => {
  it('renders a text without images as plain text with formulas', async () => {
    const { container } = render(<RichText text="Найдите $x^2$" images={IMAGES} />);
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
  });

  it('renders each image from its file, sized, lazy, with its alt, between the text parts', () => {
    const { container } = render(
      <RichText text="Рисунок: ![Треугольник ABC](file:7){width=240} и дальше" images={IMAGES} />,
    );
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Треугольник ABC' });
    expect(image.getAttribute('src')).toBe('/api/files/7');
    expect(image.getAttribute('width')).toBe('240');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(container.textContent).toBe('Рисунок:  и дальше');
  });

  it('keeps formulas working around an image', async () => {
    const { container } = render(<RichText text="$a$ ![Схема](file:7) $b$" images={IMAGES} />);
    expect(screen.getByRole('img', { name: 'Схема' })).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
  });

  it('shows an image whose file it lacks as its alt in a muted box, never a broken img', () => {
    const { container } = render(<RichText text="См. ![Карта мира](file:99)" images={IMAGES} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Карта мира').className).toBe('ui-rich-image-missing');
  });

  it('shows alts when no images are given at all', () => {
    const { container } = render(<RichText text="![Схема](file:7)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Схема');
  });
});
