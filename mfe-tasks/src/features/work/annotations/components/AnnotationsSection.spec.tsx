import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QuestionType, WorkStatus, type AnnotationLayer, type WorkView } from '@tutor/contracts';
import { bodiesOf, mockHttp, type Handler } from '@tutor/api-client/testing';
import { renderAt } from '@tutor/ui/testing';
import { storedFile, workAnswer, workView } from '../../../../shared/testing/fixtures';
import { StudentAnnotations, TeacherAnnotations } from './AnnotationsSection';

const PHOTO = storedFile({
  id: 41,
  name: 'photo.png',
  mime: 'image/png',
  kind: 'image',
  url: '/api/works/5/files/41',
});

function photoWork(overrides: Partial<WorkView> = {}): WorkView {
  return workView({
    id: 5,
    status: WorkStatus.BeingChecked,
    questions: [{ id: 21, position: 1, type: QuestionType.File, text: 'Фото решения', ball: 5 }],
    answers: [workAnswer({ question_id: 21, value: { file_id: 41 }, files: [PHOTO] })],
    ...overrides,
  });
}

const LAYER: AnnotationLayer = {
  file_id: 41,
  page: 1,
  version: 2,
  updated_at: 1,
  shapes: [{ type: 'note', x: 0.5, y: 0.5, text: 'Подпишите ответ', color: 'red' }],
};

function render(element: React.ReactElement, routes: Record<string, Handler>) {
  const calls = mockHttp(routes);
  renderAt([{ path: '/', element }], '/');
  return calls;
}

describe('marks on image answers', () => {
  beforeAll(() => {
    // jsdom draws nothing: the canvas has no context, the marks are still kept and saved
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('opens the tools for a photo and saves a tick placed with the keyboard', async () => {
    const calls = render(<TeacherAnnotations view={photoWork()} />, {
      'GET /api/works/5/annotations': { visible: true, layers: [LAYER] },
      'PUT /api/works/5/annotations/41/pages/1': (body: unknown) => ({
        ...LAYER,
        ...(body as object),
        version: 3,
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Пометки: photo.png' }));
    await screen.findByRole('img', { name: /^Пометки на файле photo\.png, страница 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Галочка' }));
    fireEvent.click(screen.getByRole('button', { name: 'Поставить в центр' }));
    await screen.findByText('Сохранено');
    expect(bodiesOf(calls, 'PUT /api/works/5/annotations/41/pages/1')).toEqual([
      {
        version: 2,
        shapes: [
          ...LAYER.shapes,
          { type: 'stamp', stamp: 'tick', x: 0.5, y: 0.5, size: 0.08, color: 'red' },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT /api/works/5/annotations/41/pages/1')).toHaveLength(2),
    );
    expect(bodiesOf(calls, 'PUT /api/works/5/annotations/41/pages/1')[1]).toEqual({
      version: 3,
      shapes: LAYER.shapes,
    });
  });

  it('marks a PDF page by page from its previews', async () => {
    const pdf = storedFile({ id: 42, pages: 3, pages_url: '/api/works/5/files/42/pages' });
    const view = photoWork({
      answers: [workAnswer({ question_id: 21, value: { file_id: 42 }, files: [pdf] })],
    });
    render(<TeacherAnnotations view={view} />, {
      'GET /api/works/5/annotations': { visible: true, layers: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Пометки: solution.pdf' }));
    const page = await screen.findByRole('img', { name: 'solution.pdf, страница 1' });
    expect(page.getAttribute('src')).toBe('/api/works/5/files/42/pages/1');
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    screen.getByText('Страница 2 из 3');
    expect(screen.getByRole('img', { name: 'solution.pdf, страница 2' }).getAttribute('src')).toBe(
      '/api/works/5/files/42/pages/2',
    );
  });

  it('offers no marks on a draft', () => {
    render(<TeacherAnnotations view={photoWork({ status: WorkStatus.Draft })} />, {});
    expect(screen.queryByRole('button', { name: 'Пометки: photo.png' })).toBeNull();
  });

  it('shows the student the marks and the note once checked, with downloads', async () => {
    render(<StudentAnnotations view={photoWork({ status: WorkStatus.Checked })} />, {
      'GET /api/works/5/annotations': { visible: true, layers: [LAYER] },
    });
    await screen.findByRole('heading', { name: 'Пометки учителя' });
    await screen.findByText('Подпишите ответ');
    expect(
      screen.getByRole('link', { name: 'Скачать с пометками (PDF)' }).getAttribute('href'),
    ).toBe('/api/works/5/annotations/41/pages/1/export?format=pdf');
  });

  it('asks nothing for the student before the check', () => {
    render(<StudentAnnotations view={photoWork({ status: WorkStatus.Submitted })} />, {});
    expect(screen.queryByRole('heading', { name: 'Пометки учителя' })).toBeNull();
  });
});
