import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import {
  ATTACHMENT_LIMITS,
  isChoiceQuestion,
  splitTextImages,
  textImageIds,
} from '@tutor/contracts';
import type { ValidationError } from 'class-validator';
import { In, type EntityManager } from 'typeorm';
import { fieldError } from '../../common/validation/field-error';
import { fileKind } from '../../files/file-types';
import { StoredFile } from '../../files/stored-file.entity';
import type { MessageKey } from '../../i18n/messages';
import { isSound } from '../dto/first-failure';
import type { TaskInputDto } from '../dto/task-input.dto';
import type { TaskQuestionDto } from '../dto/task-question.dto';
import './task-files.messages';

/** Who may name which files: the teacher's own, and those a marketplace copy carries over. */
export interface FileRulesContext {
  teacherId: number;
  refused: readonly string[];
  /** Files of another teacher the body may name (a bought or taken material's). */
  shared?: ReadonlySet<number>;
}

type Known = ReadonlyMap<number, Pick<StoredFile, 'id' | 'mime'>>;

const refuse = (path: string, value: unknown, rule: MessageKey): ValidationError =>
  fieldError(path, value, rule, rule);

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

/** The texts of a question that may hold images, by their field paths. */
function imageTexts(question: TaskQuestionDto, path: string): [string, string][] {
  const texts: [string, string][] = [];
  if (typeof question.text === 'string') texts.push([`${path}.text`, question.text]);
  if (isChoiceQuestion(question.type) && Array.isArray(question.options)) {
    question.options.forEach((option, index) => {
      if (typeof option?.text === 'string') {
        texts.push([`${path}.options.${index}.text`, option.text]);
      }
    });
  }
  return texts;
}

/** The first problem of the images a text names, or null. */
function imageProblem(text: string, known: Known): MessageKey | null {
  for (const part of splitTextImages(text)) {
    if (part.kind !== 'image') continue;
    const file = known.get(part.fileId);
    if (file === undefined || fileKind(file.mime) !== 'image') return 'task_files.image_unknown';
    if (part.alt === '') return 'task_files.image_alt';
    if (part.alt.length > ATTACHMENT_LIMITS.imageAltMax) return 'task_files.image_alt_long';
  }
  return null;
}

const isObject = (value: unknown): value is TaskQuestionDto =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The questions of a body that are objects (others are refused by the DTO's rules). */
const questionsOf = (dto: TaskInputDto): TaskQuestionDto[] =>
  Array.isArray(dto.questions) ? dto.questions.filter(isObject) : [];

/** Every file id the body names: attachments and images in texts. */
function namedIds(dto: TaskInputDto): number[] {
  const questions = questionsOf(dto);
  return [
    ...idsOf(dto.attachments),
    ...questions.flatMap((question) => [
      ...idsOf(question.attachments),
      ...imageTexts(question, '').flatMap(([, text]) => textImageIds(text)),
    ]),
  ];
}

async function knownFiles(
  manager: EntityManager,
  ids: readonly number[],
  context: FileRulesContext,
): Promise<Known> {
  // an id no record can have (a text may name file:99999999999) is unknown, never a query
  const unique = [...new Set(ids)].filter((id) => id >= 1 && id <= MAX_RECORD_ID);
  if (unique.length === 0) return new Map();
  const rows = await manager.getRepository(StoredFile).find({
    where: { id: In(unique) },
    select: { id: true, ownerId: true, mime: true },
  });
  const allowed = rows.filter(
    (file) => file.ownerId === context.teacherId || context.shared?.has(file.id) === true,
  );
  return new Map(allowed.map((file) => [file.id, file]));
}

function listRule(path: string, value: unknown, known: Known, refused: readonly string[]) {
  if (!isSound(refused, path)) return [];
  const ids = idsOf(value);
  return ids.some((id) => !known.has(id)) ? [refuse(path, value, 'task_files.unknown')] : [];
}

/**
 * The rules of a task's files: each attachment is a file the teacher uploaded (or one the
 * copy carries over), each image in a text an image file with a description. Errors at
 * `attachments`, `questions.N.attachments`, `questions.N.text`, `questions.N.options.M.text`.
 */
export async function taskFileRules(
  manager: EntityManager,
  dto: TaskInputDto,
  context: FileRulesContext,
): Promise<ValidationError[]> {
  const known = await knownFiles(manager, namedIds(dto), context);
  const errors = listRule('attachments', dto.attachments, known, context.refused);
  const questions: unknown[] = Array.isArray(dto.questions) ? dto.questions : [];
  questions.forEach((question, index) => {
    if (!isObject(question)) return;
    const path = `questions.${index}`;
    errors.push(...listRule(`${path}.attachments`, question.attachments, known, context.refused));
    for (const [field, text] of imageTexts(question, path)) {
      const problem = isSound(context.refused, field) ? imageProblem(text, known) : null;
      if (problem !== null) errors.push(refuse(field, text, problem));
    }
  });
  return errors;
}

/** A list of file ids as a task stores it: each once, in order; none is null. */
export function fileListOf(ids: readonly number[] | null | undefined): number[] | null {
  const unique = [...new Set(ids ?? [])];
  return unique.length === 0 ? null : unique;
}
