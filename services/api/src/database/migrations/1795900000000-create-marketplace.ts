import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import { epochMs, idColumn as id, int, text, varchar } from './migration-columns';

const counter = (name: string): TableColumnOptions => ({ name, type: 'integer', default: 0 });

function key(
  table: string,
  column: string,
  referenced: string,
  onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE',
): TableForeignKey {
  return new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referenced,
    referencedColumnNames: ['id'],
    onDelete,
  });
}

/** The marketplace: materials made from tasks, immutable versions, purchases, favourites, reviews. */
export class CreateMarketplace1795900000000 implements MigrationInterface {
  name = 'CreateMarketplace1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'materials',
        columns: [
          id,
          int('author_id'),
          int('template_id', true),
          varchar('title', 200),
          varchar('subject', 32),
          int('grade'),
          varchar('exams', 32),
          text('description'),
          int('cover_file_id', true),
          varchar('access', 16),
          int('price'),
          varchar('link_token', 64),
          text('preview_questions'),
          int('current_version_id', true),
          epochMs('published_at', true),
          counter('purchases_count'),
          counter('rating_sum'),
          counter('reviews_count'),
          epochMs('created_at'),
          epochMs('updated_at'),
          epochMs('deleted_at', true),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_materials_link_token', columnNames: ['link_token'] }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_materials_author',
            columnNames: ['author_id', 'deleted_at'],
          }),
          new TableIndex({
            name: 'IDX_materials_catalogue',
            columnNames: ['access', 'deleted_at', 'published_at'],
          }),
        ],
        foreignKeys: [
          key('materials', 'author_id', 'users'),
          key('materials', 'template_id', 'tasks', 'SET NULL'),
          key('materials', 'cover_file_id', 'files', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'material_versions',
        columns: [
          id,
          int('material_id'),
          int('number'),
          varchar('changelog', 500),
          text('content'),
          epochMs('created_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_material_versions_number',
            columnNames: ['material_id', 'number'],
          }),
        ],
        foreignKeys: [key('material_versions', 'material_id', 'materials')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'purchases',
        columns: [
          id,
          int('material_id'),
          int('buyer_id'),
          int('version_id'),
          int('task_id', true),
          varchar('status', 16),
          int('price'),
          int('payment_id', true),
          epochMs('opened_at', true),
          epochMs('updates_until', true),
          epochMs('created_at'),
          epochMs('granted_at', true),
          epochMs('copied_at', true),
          epochMs('refunded_at', true),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_purchases_material_buyer',
            columnNames: ['material_id', 'buyer_id'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_purchases_buyer', columnNames: ['buyer_id', 'created_at'] }),
        ],
        foreignKeys: [
          key('purchases', 'material_id', 'materials'),
          key('purchases', 'buyer_id', 'users'),
          key('purchases', 'version_id', 'material_versions'),
          key('purchases', 'task_id', 'tasks', 'SET NULL'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'favourites',
        columns: [
          { ...int('user_id'), isPrimary: true },
          { ...int('material_id'), isPrimary: true },
          epochMs('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_favourites_material', columnNames: ['material_id'] }),
        ],
        foreignKeys: [
          key('favourites', 'user_id', 'users'),
          key('favourites', 'material_id', 'materials'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          id,
          int('material_id'),
          int('user_id'),
          int('rating'),
          text('text'),
          { name: 'answer', type: 'text', isNullable: true },
          epochMs('answered_at', true),
          epochMs('created_at'),
          epochMs('updated_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_reviews_material_user',
            columnNames: ['material_id', 'user_id'],
          }),
        ],
        foreignKeys: [
          key('reviews', 'material_id', 'materials'),
          key('reviews', 'user_id', 'users'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reviews');
    await queryRunner.dropTable('favourites');
    await queryRunner.dropTable('purchases');
    await queryRunner.dropTable('material_versions');
    await queryRunner.dropTable('materials');
  }
}
