import type { MaterialContent } from '@tutor/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { Material } from './material.entity';

/** A published state of a material: never changed once written. */
@Entity({ name: 'material_versions' })
@Unique('UQ_material_versions_number', ['materialId', 'number'])
export class MaterialVersion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'material_id', type: 'integer' })
  materialId!: number;

  /** 1, 2, … per material. */
  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'varchar', length: 500 })
  changelog!: string;

  @Column({ type: 'text', transformer: jsonColumn<MaterialContent>() })
  content!: MaterialContent;

  /**
   * The revision of the template task the content was published from (null for versions
   * published before revisions). A plain column, as works.task_revision_id.
   */
  @Column({ name: 'task_revision_id', type: 'integer', nullable: true })
  taskRevisionId!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => Material, 'material_id', 'FK_material_versions_material_id')
  material?: Material;
}
