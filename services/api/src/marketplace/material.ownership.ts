import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { Material } from './material.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    material: Material;
  }
}

registerOwnership(
  'material',
  columnOwnership(Material, {
    owner: 'authorId',
    isGone: (material) => material.deletedAt !== null,
  }),
);
