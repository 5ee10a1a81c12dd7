import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { StoredFileRef, Task as TaskView, TaskInput } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { OrphanFilesSweeper } from '../../files/orphan-files.sweeper';
import { StoredFile } from '../../files/stored-file.entity';
import { advanceClock, type TestBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import { useWorksApp } from '../../works/testing/use-works-app';
import type { Cast } from '../../works/testing/works-fixtures';
import { TaskRevisions } from '../task-revisions.service';
import { taskInput } from '../testing/tasks-fixtures';

const HOUR = 60 * 60 * 1000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the orphan sweep keeps the files of tasks', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp(
    {
      FILES_DIR: tempDir('api-task-file-refs-'),
      FILE_ORPHAN_GRACE_HOURS: '24',
      FILE_ORPHAN_SWEEP_MS: '86400000',
      FILE_UPLOAD_RATE_LIMIT: '1000',
    },
    (created) => ({ app, cast } = created),
  );

  async function uploaded(name: string, bytes: Buffer): Promise<StoredFileRef> {
    const res = await cast.teacher.browser
      .post('/api/files')
      .attach('file', bytes, { filename: name })
      .expect(201);
    return res.body as StoredFileRef;
  }

  it('keeps attached files and images in texts, also once only a revision names them', async () => {
    const listed = await uploaded('sheet.txt', Buffer.from('sheet'));
    const asked = await uploaded('q.txt', Buffer.from('question'));
    const image = await uploaded('photo.png', PNG);
    const loose = await uploaded('loose.txt', Buffer.from('loose'));
    const input: TaskInput = taskInput({ attachments: [listed.id] });
    input.questions[0] = {
      ...input.questions[0]!,
      text: `See ![A dot](file:${image.id})`,
      attachments: [asked.id],
    };
    const task = (await cast.teacher.browser.post('/api/tasks').send(input).expect(201))
      .body as TaskView;
    await app.get(TaskRevisions).freeze(task.id);
    // The task drops its files: only the revision names them now.
    const questions = taskInput().questions.map((question, index) => ({
      ...question,
      id: task.questions[index]?.id,
    }));
    await cast.teacher.browser
      .put(`/api/tasks/${task.id}`)
      .send({ ...taskInput(), questions })
      .expect(200);
    advanceClock(app, 48 * HOUR);
    const sweeper = app.get(OrphanFilesSweeper);
    await sweeper.sweepOnce();
    advanceClock(app, 48 * HOUR);
    await sweeper.sweepOnce();
    const files = app.get<Repository<StoredFile>>(getRepositoryToken(StoredFile));
    const left = (await files.findBy({})).map((file) => file.id);
    expect(left).toEqual(expect.arrayContaining([listed.id, asked.id, image.id]));
    expect(left).not.toContain(loose.id);
  });
});
