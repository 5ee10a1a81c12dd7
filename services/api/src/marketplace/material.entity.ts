import type { MaterialAccess, MaterialExam, MaterialSubject } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { StoredFile } from '../files/stored-file.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/** Exam tags as one column: 'oge,ege'. */
const examList = {
  to: (value: MaterialExam[] | undefined) => value?.join(','),
  from: (value: string) => (value === '' ? [] : (value.split(',') as MaterialExam[])),
};

/**
 * A ready-made lesson an author sells or gives away, made from one of their tasks. What
 * buyers get is a version (immutable); this row holds the card and the current version.
 * Deleting sets deleted_at: purchases keep their versions.
 */
@Entity({ name: 'materials' })
@Unique('UQ_materials_link_token', ['linkToken'])
@Index('IDX_materials_author', ['authorId', 'deletedAt'])
@Index('IDX_materials_catalogue', ['access', 'deletedAt', 'publishedAt'])
export class Material {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'author_id', type: 'integer' })
  authorId!: number;

  /** The author's task it is made from (the spec's template_id); null once that is deleted. */
  @Column({ name: 'template_id', type: 'integer', nullable: true })
  templateId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 32 })
  subject!: MaterialSubject;

  @Column({ type: 'integer' })
  grade!: number;

  @Column({ type: 'varchar', length: 32, transformer: examList })
  exams!: MaterialExam[];

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'cover_file_id', type: 'integer', nullable: true })
  coverFileId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  access!: MaterialAccess;

  /** Whole rubles; 0 unless paid. */
  @Column({ type: 'integer' })
  price!: number;

  /** The unguessable part of a `link` material's address. */
  @Column({ name: 'link_token', type: 'varchar', length: 64 })
  linkToken!: string;

  /** Positions of the template's questions shown before buying. */
  @Column({ name: 'preview_questions', type: 'text', transformer: jsonColumn<number[]>() })
  previewQuestions!: number[];

  @Column({ name: 'current_version_id', type: 'integer', nullable: true })
  currentVersionId!: number | null;

  /** When its first version was published; null for a draft. */
  @EpochMsColumn('published_at', { nullable: true })
  publishedAt!: number | null;

  @Column({ name: 'purchases_count', type: 'integer', default: 0 })
  purchasesCount!: number;

  @Column({ name: 'rating_sum', type: 'integer', default: 0 })
  ratingSum!: number;

  @Column({ name: 'reviews_count', type: 'integer', default: 0 })
  reviewsCount!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @EpochMsColumn('deleted_at', { nullable: true })
  deletedAt!: number | null;

  @ForeignKey(() => User, 'author_id', 'FK_materials_author_id')
  author?: User;

  @ForeignKey(() => Task, 'template_id', 'FK_materials_template_id', 'SET NULL')
  template?: Task;

  @ForeignKey(() => StoredFile, 'cover_file_id', 'FK_materials_cover_file_id', 'SET NULL')
  cover?: StoredFile;
}
