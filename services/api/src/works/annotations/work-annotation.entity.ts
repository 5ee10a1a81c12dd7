import type { AnnotationShape } from '@tutor/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { jsonColumn } from '../../database/json-column.transformer';
import { StoredFile } from '../../files/stored-file.entity';
import { Work } from '../work.entity';

/** The teacher's marks over one page of one answer file of a work (a vector layer). */
@Entity({ name: 'work_annotations' })
@Unique('UQ_work_annotations_work_file_page', ['workId', 'fileId', 'page'])
export class WorkAnnotation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'work_id', type: 'integer' })
  workId!: number;

  @Column({ name: 'file_id', type: 'integer' })
  fileId!: number;

  /** 1-based page of the file (1 for an image). */
  @Column({ type: 'integer' })
  page!: number;

  @Column({ type: 'text', transformer: jsonColumn<AnnotationShape[]>() })
  shapes!: AnnotationShape[];

  /** Optimistic lock, written by the service's conditional UPDATE (1 on the first save). */
  @Column({ type: 'integer' })
  version!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => Work, 'work_id', 'FK_work_annotations_work_id')
  work?: Work;

  @ForeignKey(() => StoredFile, 'file_id', 'FK_work_annotations_file_id')
  file?: StoredFile;
}
