import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Per-question settings of the task editor: how many files a file question's answer may
 * hold (existing questions keep one), and the reference answers of short-text questions.
 */
export class QuestionFilesAndReferences1795820000000 implements MigrationInterface {
  name = 'QuestionFilesAndReferences1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('task_questions', [
      new TableColumn({ name: 'max_files', type: 'integer', default: 1 }),
      new TableColumn({ name: 'reference_answers', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('task_questions', 'reference_answers');
    await queryRunner.dropColumn('task_questions', 'max_files');
  }
}
