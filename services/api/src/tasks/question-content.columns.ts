import type { ChoiceOption, QuestionType } from '@tutor/contracts';
import { Column } from 'typeorm';
import { jsonColumn } from '../database/json-column.transformer';

/**
 * The content of a question, as a task's question and a bank question both store it (each
 * entity extends this: TypeORM copies the columns into each table).
 */
export abstract class QuestionContentColumns {
  @Column({ type: 'varchar', length: 32 })
  type!: QuestionType;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'integer' })
  ball!: number;

  /** Choice questions: the options; null for other types. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<ChoiceOption[]>() })
  options!: ChoiceOption[] | null;

  /** Choice questions: ids of the correct options. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<string[]>() })
  correct!: string[] | null;

  /** File questions: how many files an answer may hold (1 for other types). */
  @Column({ name: 'max_files', type: 'integer', default: 1 })
  maxFiles!: number;

  /** Short-text questions: the accepted answers of the automatic check; null for none. */
  @Column({
    name: 'reference_answers',
    type: 'text',
    nullable: true,
    transformer: jsonColumn<string[]>(),
  })
  referenceAnswers!: string[] | null;

  /** Ids of the files listed under the question; null for none. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<number[]>() })
  attachments!: number[] | null;
}
