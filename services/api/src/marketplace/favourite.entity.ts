import { Entity, Index, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';
import { Material } from './material.entity';

/** A material someone keeps in their favourites. */
@Entity({ name: 'favourites' })
@Index('IDX_favourites_material', ['materialId'])
export class Favourite {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @PrimaryColumn({ name: 'material_id', type: 'integer' })
  materialId!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'user_id', 'FK_favourites_user_id')
  user?: User;

  @ForeignKey(() => Material, 'material_id', 'FK_favourites_material_id')
  material?: Material;
}
