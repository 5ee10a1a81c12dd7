import type { EntityManager } from 'typeorm';
import { attachFiles } from '../../files/file-attachments';
import type { ValidTaskInput } from '../input/task-input.validator';
import { allFileIds } from './task-attachments.service';

/**
 * Marks the teacher's files the task names attached, in the transaction that saves it
 * (the orphan sweep then keeps them: TaskFileReferences names them from now on).
 */
export async function attachTaskFiles(
  manager: EntityManager,
  teacherId: number,
  input: Pick<ValidTaskInput, 'attachments' | 'questions'>,
): Promise<void> {
  await attachFiles(manager, teacherId, allFileIds(input.attachments, input.questions));
}
