import { screen, within } from '@testing-library/react';
import { WorkStatus, type Attachment, type WorkView } from '@tutor/contracts';
import { NOW, QUESTIONS, workView } from '../../../shared/testing/fixtures';
import { mockWork } from '../../../shared/testing/mock-work';
import { renderWorks, STUDENT, TEACHER } from '../../../shared/testing/render-works';

function attachment(over: Partial<Attachment> & Pick<Attachment, 'id' | 'name'>): Attachment {
  return {
    size: 2 * 1024 * 1024,
    mime: 'application/pdf',
    kind: 'other',
    url: `/api/files/${over.id}`,
    pages: 0,
    pages_url: `/api/files/${over.id}/pages`,
    ...over,
  };
}

const THEORY = attachment({ id: 61, name: 'Теория.pdf', pages: 2 });
const DRAWING = attachment({ id: 62, name: 'Чертёж.png', mime: 'image/png', kind: 'image' });
const DICTATION = attachment({ id: 63, name: 'Диктант.mp3', mime: 'audio/mpeg', kind: 'audio' });

function viewWithFiles(over: Partial<WorkView> = {}): WorkView {
  return workView({
    attachments: [THEORY],
    questions: QUESTIONS.map((question) =>
      question.id === 11
        ? {
            ...question,
            text: 'Сколько клеток? ![Клетчатый квадрат 2 на 2](file:62){width=200}',
            images: [DRAWING],
            attachments: [DICTATION],
          }
        : question.id === 13
          ? {
              ...question,
              options: [
                { id: 'a', text: '![Четыре точки](file:62)' },
                { id: 'b', text: '![Семь точек](file:70)' },
              ],
              images: [DRAWING],
            }
          : question,
    ),
    ...over,
  });
}

describe('files and images on the work page', () => {
  it('shows the student the task’s files, a question’s files and the images in texts', async () => {
    mockWork(viewWithFiles());
    renderWorks('/works/5', STUDENT);
    const taskFiles = await screen.findByRole('list', { name: 'Файлы задания' });
    expect(
      within(taskFiles)
        .getByRole('img', { name: 'Теория.pdf, страница 1 из 2' })
        .getAttribute('src'),
    ).toBe('/api/files/61/pages/1');
    expect(within(taskFiles).getByRole('button', { name: 'Все страницы (2)' })).toBeTruthy();
    expect(
      within(taskFiles).getByRole('link', { name: 'Скачать Теория.pdf' }).getAttribute('href'),
    ).toBe('/api/files/61');

    const image = screen.getByRole('img', { name: 'Клетчатый квадрат 2 на 2' });
    expect(image.getAttribute('src')).toBe('/api/files/62');
    expect(image.getAttribute('width')).toBe('200');
    // the image's alt names the answer group together with the text
    expect(screen.getByRole('group', { name: /Сколько клеток\?/ })).toBeTruthy();

    const questionFiles = screen.getByRole('list', { name: 'Файлы к вопросу 1' });
    expect(within(questionFiles).getByText('Диктант.mp3')).toBeTruthy();
    expect(questionFiles.querySelector('audio')?.getAttribute('src')).toBe('/api/files/63');

    // an option's image, and one whose file is not in `images` as its alt only
    expect(screen.getByRole('radio', { name: 'Четыре точки' })).toBeTruthy();
    expect(screen.getByText('Семь точек').className).toBe('ui-rich-image-missing');
  });

  it('shows the teacher checking the work the same files', async () => {
    mockWork(viewWithFiles({ status: WorkStatus.BeingChecked, submitted_at: NOW }));
    renderWorks('/works/5', TEACHER);
    const taskFiles = await screen.findByRole('list', { name: 'Файлы задания' });
    expect(within(taskFiles).getByText('Теория.pdf')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Клетчатый квадрат 2 на 2' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Файлы к вопросу 1' })).toBeTruthy();
  });

  it('shows no files section for a work without files', async () => {
    mockWork(workView());
    renderWorks('/works/5', STUDENT);
    await screen.findByLabelText('Сколько будет 2 + 2?');
    expect(screen.queryByRole('heading', { name: 'Файлы задания' })).toBeNull();
  });
});
