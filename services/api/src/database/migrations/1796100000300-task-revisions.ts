import { createHash } from 'node:crypto';
import {
  Table,
  TableForeignKey,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

/** The tables that get a plain `task_revision_id` column (no foreign key, see below). */
const REFERRING_TABLES = ['works', 'material_versions'];

type Row = Record<string, unknown>;

/**
 * An answer names a question of its work's revision, which the live task may have
 * deleted since (only questions nobody answered yet can be deleted, but a work sent
 * before may answer them later): the answer keeps the id without a foreign key.
 */
const ANSWER_QUESTION_FK = new TableForeignKey({
  name: 'FK_work_answers_question_id',
  columnNames: ['question_id'],
  referencedTableName: 'task_questions',
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

const json = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : (value ?? null);

/** A question as the API freezes it (tasks/task-revision.content.ts at the time of writing). */
const frozenQuestion = (row: Row) => ({
  id: Number(row.id),
  position: Number(row.position),
  type: row.type,
  text: row.text,
  ball: Number(row.ball),
  options: json(row.options),
  correct: json(row.correct),
  maxFiles: Number(row.max_files),
  referenceAnswers: json(row.reference_answers),
});

/**
 * Task revisions: a task's content (criteria, max ball, scale, solution, questions with
 * their options and answer keys) frozen when it is sent, so a work keeps the task as it
 * was sent. Every existing work gets the revision of its task as it is now, the best
 * record there is of what was sent.
 *
 * `works.task_revision_id` (and `material_versions.task_revision_id`) are added as plain
 * columns by ALTER TABLE: TypeORM's addColumn would rebuild the table on SQLite, dropping
 * the check queue's triggers on works, and a foreign key would need that rebuild.
 */
export class TaskRevisions1796100000300 implements MigrationInterface {
  name = 'TaskRevisions1796100000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'task_revisions',
        columns: [
          idColumn,
          int('task_id'),
          varchar('digest', 64),
          text('criteria'),
          int('max_ball'),
          text('scale'),
          text('decision'),
          text('questions'),
          epochMs('created_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_task_revisions_task_digest',
            columnNames: ['task_id', 'digest'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_task_revisions_task_id',
            columnNames: ['task_id'],
            referencedTableName: 'tasks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    for (const table of REFERRING_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN task_revision_id integer`);
    }
    await this.freezeSentTasks(queryRunner);
    await queryRunner.dropForeignKey('work_answers', ANSWER_QUESTION_FK.name ?? '');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Answers to questions deleted since (kept for the works of older revisions) go.
    await queryRunner.query(
      'DELETE FROM work_answers WHERE question_id NOT IN (SELECT id FROM task_questions)',
    );
    await queryRunner.createForeignKey('work_answers', ANSWER_QUESTION_FK);
    for (const table of REFERRING_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN task_revision_id`);
    }
    await queryRunner.dropTable('task_revisions');
  }

  /** One revision per task that has works, from the task as it is now. */
  private async freezeSentTasks(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const p = (n: number): string => (postgres ? `$${n}` : '?');
    const tasks = (await queryRunner.query(
      `SELECT id, criteria, max_ball, scale, decision FROM tasks
       WHERE id IN (SELECT DISTINCT task_id FROM works) ORDER BY id`,
    )) as Row[];
    for (const task of tasks) {
      const taskId = Number(task.id);
      const questions = (await queryRunner.query(
        `SELECT * FROM task_questions WHERE task_id = ${p(1)} ORDER BY position, id`,
        [taskId],
      )) as Row[];
      const content = {
        criteria: task.criteria,
        maxBall: Number(task.max_ball),
        scale: json(task.scale),
        decision: task.decision,
        questions: questions.map(frozenQuestion),
      };
      const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
      await queryRunner.query(
        `INSERT INTO task_revisions
           (task_id, digest, criteria, max_ball, scale, decision, questions, created_at)
         VALUES (${[1, 2, 3, 4, 5, 6, 7, 8].map(p).join(', ')})`,
        [
          taskId,
          digest,
          content.criteria,
          content.maxBall,
          JSON.stringify(content.scale),
          content.decision,
          JSON.stringify(content.questions),
          Date.now(),
        ],
      );
      await queryRunner.query(
        `UPDATE works SET task_revision_id =
           (SELECT id FROM task_revisions WHERE task_id = ${p(1)} AND digest = ${p(2)})
         WHERE task_id = ${p(3)}`,
        [taskId, digest, taskId],
      );
    }
  }
}
