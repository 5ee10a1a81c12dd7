import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ROLE_TEACHER, type StoredFileRef } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp, tempDir } from '../../testing/test-app';
import { StoredFile } from '../stored-file.entity';
import { FilePreviews, previewKey } from './file-previews.service';
import { PAGE_WIDTH } from './page-renderer';
import { PNG_SIGNATURE, pdfOf, pngSize } from './testing/preview-fixtures';
import { hasStoredBytes } from '../testing/stored-bytes';

describe('FilePreviews', () => {
  let app: INestApplication;
  let filesDir: string;
  let teacher: TestBrowser;
  let previews: FilePreviews;
  let files: Repository<StoredFile>;

  beforeAll(async () => {
    filesDir = tempDir('api-previews-');
    app = await createTestApp({
      FILES_DIR: filesDir,
      FILE_TYPES: 'pdf,png,svg,txt',
      FILE_UPLOAD_RATE_LIMIT: '1000',
    });
    teacher = (await signedInBrowser(app, { role: ROLE_TEACHER })).browser;
    previews = app.get(FilePreviews);
    files = app.get<Repository<StoredFile>>(getRepositoryToken(StoredFile));
  });

  afterAll(async () => {
    await app.close();
  });

  async function stored(bytes: Buffer, filename: string): Promise<StoredFile> {
    const res = await teacher.post('/api/files').attach('file', bytes, { filename }).expect(201);
    return files.findOneByOrFail({ id: (res.body as StoredFileRef).id });
  }

  function hasPreview(key: string): Promise<boolean> {
    return hasStoredBytes(app, key);
  }

  it('counts and renders the pages of a PDF, about a page width wide', async () => {
    const file = await stored(await pdfOf(3), 'sheet.pdf');
    expect(await previews.pageCount(file)).toBe(3);
    expect((await files.findOneByOrFail({ id: file.id })).pageCount).toBe(3);
    for (const n of [1, 3]) {
      const png = await previews.page(file, n);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(png).width).toBe(PAGE_WIDTH);
      expect(await hasPreview(previewKey(file, n, false))).toBe(true);
    }
  });

  it('forgets the cached pages with the file', async () => {
    const file = await stored(await pdfOf(1), 'gone.pdf');
    await previews.page(file, 1);
    await previews.page(file, 1, { watermark: 'Образец' });
    await teacher.delete(`/api/files/${file.id}`).expect(204);
    expect(await hasPreview(previewKey(file, 1, false))).toBe(false);
    expect(await hasPreview(previewKey(file, 1, true))).toBe(false);
  });

  it('refuses a page out of range as not found', async () => {
    const file = await stored(await pdfOf(2), 'two.pdf');
    for (const page of [0, 3, -1, 1.5]) {
      await expect(previews.page(file, page)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('reads a second request from the cache, without rendering', async () => {
    const file = await stored(await pdfOf(1), 'once.pdf');
    const first = await previews.page(file, 1);
    const row = await files.findOneByOrFail({ id: file.id });
    const render = jest.spyOn(
      (previews as unknown as { renderer: { render: () => unknown } }).renderer,
      'render',
    );
    try {
      expect(await previews.pageCount(row)).toBe(1);
      expect((await previews.page(row, 1)).equals(first)).toBe(true);
      expect(render).not.toHaveBeenCalled();
    } finally {
      render.mockRestore();
    }
  });

  it('draws the watermark over the page, cached apart from the plain page', async () => {
    const file = await stored(await pdfOf(1), 'sample.pdf');
    const plain = await previews.page(file, 1);
    const marked = await previews.page(file, 1, { watermark: 'Образец' });
    expect(marked.equals(plain)).toBe(false);
    expect(pngSize(marked)).toEqual(pngSize(plain));
    expect(await hasPreview(previewKey(file, 1, true))).toBe(true);
  });

  it('gives a broken PDF no pages and refuses its page as not found', async () => {
    const file = await stored(Buffer.from('%PDF-1.7\nnot a real document at all'), 'broken.pdf');
    expect(await previews.pageCount(file)).toBe(0);
    await expect(previews.page(file, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts a damaged image as one page whose render is not found, never a 500', async () => {
    const broken = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really an image')]);
    const file = await stored(broken, 'broken.png');
    expect(await previews.pageCount(file)).toBe(1);
    await expect(previews.page(file, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never renders an SVG or a text file', async () => {
    const svg = await stored(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'drawing.svg',
    );
    const text = await stored(Buffer.from('plain words'), 'notes.txt');
    for (const file of [svg, text]) {
      expect(await previews.pageCount(file)).toBe(0);
      await expect(previews.page(file, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('shows an image as one page, scaled down to the page width, never up', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const wide = createCanvas(2000, 500).toBuffer('image/png');
    const small = createCanvas(300, 200).toBuffer('image/png');
    const big = await stored(wide, 'wide.png');
    const little = await stored(small, 'little.png');
    expect(await previews.pageCount(big)).toBe(1);
    expect(pngSize(await previews.page(big, 1))).toEqual({ width: PAGE_WIDTH, height: 310 });
    expect(pngSize(await previews.page(little, 1))).toEqual({ width: 300, height: 200 });
    await expect(previews.page(little, 2)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
