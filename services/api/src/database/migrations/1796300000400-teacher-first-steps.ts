import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { epochMs, int } from './migration-columns';

/**
 * teacher_first_steps: a teacher who hid the start card (or saw it finished) keeps it
 * hidden on every device. No row means the card is shown while a step is left.
 */
export class TeacherFirstSteps1796300000400 implements MigrationInterface {
  name = 'TeacherFirstSteps1796300000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'teacher_first_steps',
        columns: [{ ...int('user_id'), isPrimary: true }, epochMs('hidden_at')],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_teacher_first_steps_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('teacher_first_steps');
  }
}
