import type { INestApplication } from '@nestjs/common';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { QuestionType, WorkStatus, type AnnotationShape } from '@tutor/contracts';
import type { StoredFile } from '../../../files/stored-file.entity';
import type { User } from '../../../users/user.entity';
import type { Work } from '../../work.entity';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
} from '../../testing/works-fixtures';

/** A small photo of a page: a white 200 × 100 PNG with a grey line. */
export function pagePng(width = 200, height = 100): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#888888';
  ctx.fillRect(10, height / 2, width - 20, 2);
  return canvas.encodeSync('png');
}

/** A PDF of `pages` empty A6 pages. */
export async function pagesPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([298, 420]);
  return Buffer.from(await pdf.save());
}

export interface AnnotatedWork {
  work: Work;
  photo: StoredFile;
}

/** A work of `student` on a task of `teacher` whose file answer is a photo (status given). */
export async function workWithPhoto(
  app: INestApplication,
  teacher: User,
  student: User,
  status: WorkStatus = WorkStatus.Submitted,
  fields: Partial<Work> = {},
): Promise<AnnotatedWork> {
  const { task, questions } = await createTask(app, teacher, {
    questions: [{ type: QuestionType.File, ball: 5, maxFiles: 3 }],
  });
  const work = await createWork(app, task, student, { status, ...fields });
  const photo = await createStoredFile(app, student, pagePng(), 'photo.png', 'image/png');
  await createAnswer(app, work, questions[0], { file_ids: [photo.id] });
  return { work, photo };
}

/** A pen stroke, a tick and a note. */
export const SAMPLE_SHAPES: AnnotationShape[] = [
  { type: 'pen', points: [0.1, 0.1, 0.5, 0.5, 0.9, 0.2], color: 'red', width: 0.01 },
  { type: 'highlighter', points: [0.1, 0.5, 0.9, 0.5], color: 'green', width: 0.05 },
  { type: 'stamp', stamp: 'tick', x: 0.8, y: 0.8, size: 0.1, color: 'green' },
  { type: 'note', x: 0.2, y: 0.6, text: 'Проверь знак', color: 'red' },
];
