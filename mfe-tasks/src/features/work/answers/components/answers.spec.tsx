import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorKey, QuestionType, type StoredFileRef, type WorkQuestion } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { storedFile, workView } from '../../../../shared/testing/fixtures';
import { callsTo, inTurn, mockHttp, type Handler } from '@tutor/api-client/testing';
import { renderWorks, STUDENT } from '../../../../shared/testing/render-works';
import { useAppSettings } from '@tutor/session';

const QUESTIONS: WorkQuestion[] = [
  { id: 21, position: 1, type: QuestionType.File, text: 'Приложите фото решения', ball: 4 },
  { id: 22, position: 2, type: QuestionType.Audio, text: 'Прочитайте стихотворение', ball: 3 },
  { id: 23, position: 3, type: QuestionType.VideoLink, text: 'Покажите опыт на видео', ball: 3 },
];

const STORED: StoredFileRef = storedFile({
  name: 'photo.jpg',
  mime: 'image/jpeg',
  kind: 'image',
});

function renderWork(more: Record<string, Handler> = {}) {
  const calls = mockHttp({
    'GET /api/works/5': workView({ questions: QUESTIONS }),
    'GET /api/works/5/comments': [],
    'PUT /api/works/5/answers': { version: 2 },
    ...more,
  });
  renderWorks('/works/5', STUDENT);
  return calls;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const question = (name: string) => screen.findByRole('group', { name: new RegExp(name) });
const savedAnswers = (calls: ReturnType<typeof mockHttp>) =>
  callsTo(calls, 'PUT', '/api/works/5/answers').map((call) => call.body);

describe('file answers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads the chosen file, shows it and saves its id; removing clears the answer', async () => {
    const calls = renderWork({ 'POST /api/files': STORED });
    const group = await question('Приложите фото');
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(group).getByLabelText('Прикрепить файл'), {
      target: { files: [file] },
    });
    const link = await within(group).findByRole('link', { name: 'photo.jpg' });
    expect(link.getAttribute('href')).toBe('/api/files/40');
    expect(group.textContent).toContain('2 МБ');
    const sent = callsTo(calls, 'POST', '/api/files')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('photo.jpg');
    await waitFor(() =>
      expect(savedAnswers(calls)).toEqual([
        { version: 1, answers: [{ question_id: 21, value: { file_ids: [40] } }] },
      ]),
    );
    // One file allowed: no second file can replace it.
    expect(within(group).queryByLabelText(/Прикрепить/)).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Удалить файл photo.jpg' }));
    expect(within(group).queryByRole('link')).toBeNull();
    await waitFor(() =>
      expect(savedAnswers(calls).at(-1)).toEqual({
        version: 2,
        answers: [{ question_id: 21, value: null }],
      }),
    );
  });

  it('takes several files up to the limit, adds instead of replacing, removes one', async () => {
    const calls = renderWork({
      'GET /api/works/5': workView({
        questions: QUESTIONS.map((q) => (q.id === 21 ? { ...q, max_files: 2 } : q)),
      }),
      'POST /api/files': inTurn(
        storedFile({ id: 40, name: 'page1.jpg' }),
        storedFile({ id: 41, name: 'page2.jpg' }),
      ),
    });
    const group = await question('Приложите фото');
    expect(group.textContent).toContain('Файлов: 0 из 2');
    fireEvent.change(within(group).getByLabelText('Прикрепить файл'), {
      target: { files: [new File(['x'], 'page1.jpg')] },
    });
    await within(group).findByRole('link', { name: 'page1.jpg' });
    fireEvent.change(within(group).getByLabelText('Прикрепить ещё файл'), {
      target: { files: [new File(['y'], 'page2.jpg')] },
    });
    await within(group).findByRole('link', { name: 'page2.jpg' });
    expect(within(group).getByRole('link', { name: 'page1.jpg' })).toBeTruthy();
    expect(group.textContent).toContain('Файлов: 2 из 2');
    expect(group.textContent).toContain('Можно прикрепить не больше 2 файлов.');
    expect(within(group).queryByLabelText(/Прикрепить/)).toBeNull();
    await act(async () => void jest.advanceTimersByTime(800));
    await waitFor(() =>
      expect(savedAnswers(calls).at(-1)).toMatchObject({
        answers: [{ question_id: 21, value: { file_ids: [40, 41] } }],
      }),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Удалить файл page1.jpg' }));
    expect(within(group).queryByRole('link', { name: 'page1.jpg' })).toBeNull();
    expect(group.textContent).toContain('Файлов: 1 из 2');
    await act(async () => void jest.advanceTimersByTime(800));
    await waitFor(() =>
      expect(savedAnswers(calls).at(-1)).toMatchObject({
        answers: [{ question_id: 21, value: { file_ids: [41] } }],
      }),
    );
  });

  it('refuses files chosen past the limit with a message', async () => {
    const calls = renderWork({
      'GET /api/works/5': workView({
        questions: QUESTIONS.map((q) => (q.id === 21 ? { ...q, max_files: 2 } : q)),
      }),
      'POST /api/files': inTurn(
        storedFile({ id: 40, name: 'a.jpg' }),
        storedFile({ id: 41, name: 'b.jpg' }),
      ),
    });
    const group = await question('Приложите фото');
    fireEvent.change(within(group).getByLabelText('Прикрепить файл'), {
      target: {
        files: [new File(['1'], 'a.jpg'), new File(['2'], 'b.jpg'), new File(['3'], 'c.jpg')],
      },
    });
    await within(group).findByRole('link', { name: 'b.jpg' });
    expect(callsTo(calls, 'POST', '/api/files')).toHaveLength(2);
    expect(within(group).getByRole('alert').textContent).toContain(
      'Можно прикрепить не больше 2 файлов.',
    );
  });

  describe("with the server's file rules in the app settings", () => {
    beforeEach(() =>
      useAppSettings.setState({
        settings: {
          oauth: [],
          roles: [],
          logo: '',
          logo_title: '',
          referral_price_rub: 99,
          files: { max_mb: 1, types: ['pdf', 'jpg'], quota_mb: 10 },
        },
      }),
    );
    afterEach(() => useAppSettings.setState({ settings: null }));

    it('offers only the allowed types and says the limits beside the button', async () => {
      renderWork();
      const group = await question('Приложите фото');
      const input = within(group).getByLabelText('Прикрепить файл');
      expect(input.getAttribute('accept')).toBe('.pdf,.jpg');
      const hint = within(group).getByText('До 1 МБ на файл. Допустимые типы: pdf, jpg.');
      expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    });

    it('refuses a file too large or of another type without sending it, and sends the rest', async () => {
      const calls = renderWork({ 'POST /api/files': STORED });
      const group = await question('Приложите фото');
      fireEvent.change(within(group).getByLabelText('Прикрепить файл'), {
        target: {
          files: [
            new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf'),
            new File(['x'], 'virus.exe'),
            new File(['x'], 'photo.jpg'),
          ],
        },
      });
      await within(group).findByRole('link', { name: 'photo.jpg' });
      expect(callsTo(calls, 'POST', '/api/files')).toHaveLength(1);
      expect(within(group).getByRole('alert').textContent).toContain(
        '«scan.pdf»: Размер файла не может превышать 1 МБ.',
      );
      expect(within(group).getByRole('alert').textContent).toContain(
        '«virus.exe»: Неподдерживаемый тип файла. Допустимые типы: pdf, jpg.',
      );
    });
  });

  it('shows the size and type refusals under the question', async () => {
    renderWork({
      'POST /api/files': () => {
        throw new ApiError(ErrorKey.Validation, 422, 'Неверные данные.', {
          file: ['Размер файла не может превышать 20 МБ.'],
        });
      },
    });
    const group = await question('Приложите фото');
    const input = within(group).getByLabelText('Прикрепить файл');
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.mp4')] } });
    const errors = await within(group).findByRole('alert');
    expect(errors.textContent).toBe('Размер файла не может превышать 20 МБ.');
    expect(input.getAttribute('aria-describedby')).toBe(errors.id);
  });
});

class FakeRecorder {
  static instances: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: { getTracks: () => { stop: () => void }[] }) {
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function setMicrophone(getUserMedia: (() => Promise<unknown>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia === undefined ? undefined : { getUserMedia },
  });
}

describe('audio answers', () => {
  const stopTrack = jest.fn();
  beforeEach(() => {
    Object.defineProperty(globalThis, 'MediaRecorder', {
      configurable: true,
      writable: true,
      value: FakeRecorder,
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setMicrophone(undefined);
    Reflect.deleteProperty(globalThis, 'MediaRecorder');
  });

  it.each([
    ['no microphone', () => Promise.reject(new DOMException('none', 'NotFoundError'))],
    ['a refused permission', () => Promise.reject(new DOMException('no', 'NotAllowedError'))],
    ['no mediaDevices at all', undefined],
  ])('shows the Microphone error for %s', async (_case, getUserMedia) => {
    setMicrophone(getUserMedia);
    renderWork();
    const group = await question('Прочитайте');
    fireEvent.click(within(group).getByRole('button', { name: 'Записать ответ' }));
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'Микрофон не найден, запись звука не удалось начать.',
    );
  });

  it('records, uploads a webm file, plays it back and re-records', async () => {
    setMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    const calls = renderWork({
      'POST /api/files': { ...STORED, id: 41, name: 'recording.webm', url: '/api/files/41' },
    });
    const group = await question('Прочитайте');
    fireEvent.click(within(group).getByRole('button', { name: 'Записать ответ' }));
    fireEvent.click(await within(group).findByRole('button', { name: 'Остановить запись' }));
    expect(await within(group).findByRole('button', { name: 'Перезаписать' })).toBeTruthy();
    const audio = group.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/api/files/41');
    const sent = (callsTo(calls, 'POST', '/api/files')[0]?.body as FormData).get('file') as File;
    expect([sent.name, sent.type]).toEqual(['recording.webm', 'audio/webm']);
    expect(stopTrack).toHaveBeenCalled();
    await waitFor(() =>
      expect(savedAnswers(calls)).toEqual([
        { version: 1, answers: [{ question_id: 22, value: { file_id: 41 } }] },
      ]),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Перезаписать' }));
    expect(await within(group).findByRole('button', { name: 'Остановить запись' })).toBeTruthy();
  });

  it('shows the Audio error when the recording cannot be played', async () => {
    mockHttp({
      'GET /api/works/5': workView({
        questions: QUESTIONS,
        answers: [
          {
            question_id: 22,
            value: { file_id: 41 },
            file: { ...STORED, id: 41, name: 'broken.webm', url: '/api/files/41', kind: 'audio' },
            auto_ball: null,
            auto_checked: false,
            ball: null,
          },
        ],
      }),
      'GET /api/works/5/comments': [],
    });
    renderWorks('/works/5', STUDENT);
    const group = await question('Прочитайте');
    act(() => {
      group.querySelector('audio')?.dispatchEvent(new Event('error'));
    });
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'Ошибка загрузки аудиофайла.',
    );
  });
});

describe('video link answers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the Video link error for an unsupported link and does not save it', async () => {
    const calls = renderWork();
    const group = await question('Покажите опыт');
    fireEvent.change(within(group).getByLabelText('Ссылка на видео'), {
      target: { value: 'https://example.com/watch?v=abcdef' },
    });
    expect(within(group).getByRole('alert').textContent).toBe(
      'Неподдерживаемая ссылка. Поддерживаются платформы: YouTube, VK, Rutube, Kinescope.',
    );
    expect(group.querySelector('iframe')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(900));
    expect(savedAnswers(calls)).toEqual([]);
  });

  it('embeds a supported link and saves it', async () => {
    const calls = renderWork();
    const group = await question('Покажите опыт');
    fireEvent.change(within(group).getByLabelText('Ссылка на видео'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(within(group).queryByRole('alert')).toBeNull();
    const frame = within(group).getByTitle('Видео');
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    await waitFor(() =>
      expect(savedAnswers(calls)).toEqual([
        {
          version: 1,
          answers: [{ question_id: 23, value: { link: 'https://youtu.be/dQw4w9WgXcQ' } }],
        },
      ]),
    );
  });
});
