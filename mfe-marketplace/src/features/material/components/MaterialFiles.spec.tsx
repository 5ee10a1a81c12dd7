import { screen, within } from '@testing-library/react';
import type { MaterialFile } from '@tutor/contracts';
import { mockHttp } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { materialPage, OWNED } from '../../../shared/testing/fixtures';
import { MaterialPage } from './MaterialPage';

const file = (over: Partial<MaterialFile> & Pick<MaterialFile, 'id' | 'name'>): MaterialFile => ({
  size: 1024 * 1024,
  mime: 'application/pdf',
  kind: 'other',
  pages: 2,
  preview_url: `/api/materials/5/files/${over.id}/preview`,
  url: null,
  ...over,
});

const THEORY = file({ id: 1, name: 'Теория.pdf' });
const RECORDING = file({
  id: 2,
  name: 'Диктант.mp3',
  mime: 'audio/mpeg',
  kind: 'audio',
  pages: 0,
  preview_url: null,
});

function open(files: MaterialFile[], more = {}) {
  mockHttp({
    'GET /api/materials/5/reviews': [],
    'GET /api/materials/5': materialPage({ files, ...more }),
  });
  renderAt(
    [{ path: '/marketplace/materials/:materialId', element: <MaterialPage /> }],
    '/marketplace/materials/5',
  );
}

const section = () => screen.findByRole('region', { name: 'Файлы урока' });

describe('the files of a material', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => resetSession());

  it('shows everyone the watermarked samples, and no download before purchase', async () => {
    open([THEORY, RECORDING]);
    const files = await section();
    const sample = within(files).getByRole('img', { name: 'Образец: Теория.pdf' });
    expect(sample.getAttribute('src')).toBe('/api/materials/5/files/1/preview');
    expect(sample.getAttribute('loading')).toBe('lazy');
    expect(within(files).getByText('У этого файла нет образца.')).toBeTruthy();
    expect(within(files).queryByRole('link')).toBeNull();
    expect(within(files).getByText(/Файлы откроются, когда вы купите/)).toBeTruthy();
  });

  it('gives an owner the downloads, without the purchase note', async () => {
    open(
      [
        { ...THEORY, url: '/api/files/1' },
        { ...RECORDING, url: '/api/files/2' },
      ],
      { ownership: OWNED },
    );
    const files = await section();
    const link = within(files).getByRole('link', { name: 'Скачать Теория.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/1');
    expect(within(files).getByRole('link', { name: 'Скачать Диктант.mp3' })).toBeTruthy();
    expect(within(files).queryByText(/Файлы откроются/)).toBeNull();
  });

  it('has no files section for a material without files', async () => {
    open([]);
    await screen.findByRole('heading', { level: 1, name: 'Квадратные уравнения' });
    expect(screen.queryByRole('region', { name: 'Файлы урока' })).toBeNull();
  });
});
