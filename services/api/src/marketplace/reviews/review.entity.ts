import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { User } from '../../users/user.entity';
import { Material } from '../material.entity';

/** One owner's review of a material (1–5 and a text), with the author's one public answer. */
@Entity({ name: 'reviews' })
@Unique('UQ_reviews_material_user', ['materialId', 'userId'])
export class Review {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'material_id', type: 'integer' })
  materialId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'integer' })
  rating!: number;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  answer!: string | null;

  @EpochMsColumn('answered_at', { nullable: true })
  answeredAt!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => Material, 'material_id', 'FK_reviews_material_id')
  material?: Material;

  @ForeignKey(() => User, 'user_id', 'FK_reviews_user_id')
  user?: User;
}
