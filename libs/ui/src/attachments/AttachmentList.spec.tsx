import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Attachment } from '@tutor/contracts';
import { changeLocale, initI18n } from '@tutor/i18n';
import { AttachmentList } from './AttachmentList';

beforeAll(() => {
  initI18n();
});

const file = (over: Partial<Attachment>): Attachment => ({
  id: 1,
  name: 'file',
  size: 1024 * 1024,
  mime: 'application/octet-stream',
  kind: 'other',
  url: '/api/files/1',
  pages: 0,
  pages_url: '/api/files/1/pages',
  ...over,
});

const PDF = file({
  id: 1,
  name: 'Теория.pdf',
  mime: 'application/pdf',
  url: '/api/files/1',
  pages: 3,
  pages_url: '/api/files/1/pages',
});
const IMAGE = file({ id: 2, name: 'Схема.png', kind: 'image', url: '/api/files/2', pages: 1 });
const AUDIO = file({ id: 3, name: 'Диктант.mp3', kind: 'audio', url: '/api/files/3' });
const DOC = file({ id: 4, name: 'План.docx', url: '/api/files/4' });

const list = () => screen.getByRole('list', { name: 'Файлы задания' });
const item = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;

describe('AttachmentList', () => {
  it('lists each file with its name, size and a download link', () => {
    render(<AttachmentList files={[PDF, DOC]} label="Файлы задания" />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(item('План.docx').textContent).toContain('1 МБ');
    const link = within(item('План.docx')).getByRole('link', { name: 'Скачать План.docx' });
    expect(link.getAttribute('href')).toBe('/api/files/4');
    expect(link.getAttribute('download')).toBe('План.docx');
    // a document has no preview
    expect(within(item('План.docx')).queryByRole('img')).toBeNull();
  });

  it('shows a PDF’s first page, lazily, and all its pages on request', () => {
    render(<AttachmentList files={[PDF]} label="Файлы задания" />);
    const first = screen.getByRole('img', { name: 'Теория.pdf, страница 1 из 3' });
    expect(first.getAttribute('src')).toBe('/api/files/1/pages/1');
    expect(first.getAttribute('loading')).toBe('lazy');
    const more = screen.getByRole('button', { name: 'Все страницы (3)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/files/1/pages/1',
      '/api/files/1/pages/2',
      '/api/files/1/pages/3',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Только первая страница' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows an image inline and plays audio', () => {
    const { container } = render(<AttachmentList files={[IMAGE, AUDIO]} label="Файлы задания" />);
    expect(screen.getByRole('img', { name: 'Схема.png' }).getAttribute('src')).toBe('/api/files/2');
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/api/files/3');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('aria-label')).toBe('Прослушать Диктант.mp3');
  });

  it('has no single-page button, no previews when asked, and nothing for no files', () => {
    const { container, rerender } = render(
      <AttachmentList files={[{ ...PDF, pages: 1 }]} label="Файлы задания" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AttachmentList files={[PDF]} label="Файлы задания" previews={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<AttachmentList files={[]} label="Файлы задания" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the caller’s controls beside each file', () => {
    render(
      <AttachmentList
        files={[DOC]}
        label="Файлы задания"
        actions={(shown) => <button type="button">Убрать {shown.name}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Убрать План.docx' })).toBeTruthy();
  });
});

describe('AttachmentList in English', () => {
  beforeAll(() => changeLocale('en'));
  afterAll(() => changeLocale('ru'));

  it('names the download, the pages and the button in English', () => {
    render(<AttachmentList files={[PDF]} label="Files of the task" />);
    expect(screen.getByRole('link', { name: 'Download Теория.pdf' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Теория.pdf, page 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All pages (3)' })).toBeTruthy();
    expect(screen.getByText('1 MB')).toBeTruthy();
  });
});
