import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

const id: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};
const int = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});
/** Moments are epoch milliseconds (see EpochMsColumn). */
const epochMs = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});
const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable,
});
const varchar = (name: string, length = 255): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
});
/** `off` is false as the driver writes it, so the schema matches the entities' `default: false`. */
const flag = (name: string, off: boolean | number): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: off,
});

function foreignKey(table: string, column: string, references: string, onDelete = 'CASCADE') {
  return new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: references,
    referencedColumnNames: ['id'],
    onDelete,
  });
}

/** Teachers' students, groups, subjects, tasks, dispatch jobs, works, answers, comments, files. */
export class CreateTeaching1795600000000 implements MigrationInterface {
  name = 'CreateTeaching1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const off = queryRunner.connection.driver.options.type === 'postgres' ? false : 0;
    for (const table of tables(off)) await queryRunner.createTable(table);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables(false).reverse()) await queryRunner.dropTable(table.name);
  }
}

const tables = (off: boolean | number): Table[] => [
  new Table({
    name: 'teacher_invites',
    columns: [
      { name: 'teacher_id', type: 'integer', isPrimary: true },
      varchar('code', 64),
      epochMs('created_at'),
    ],
    uniques: [new TableUnique({ name: 'UQ_teacher_invites_code', columnNames: ['code'] })],
    foreignKeys: [foreignKey('teacher_invites', 'teacher_id', 'users')],
  }),
  new Table({
    name: 'teacher_students',
    columns: [id, int('teacher_id'), int('student_id'), epochMs('joined_at')],
    uniques: [
      new TableUnique({
        name: 'UQ_teacher_students_pair',
        columnNames: ['teacher_id', 'student_id'],
      }),
    ],
    indices: [
      new TableIndex({ name: 'IDX_teacher_students_student_id', columnNames: ['student_id'] }),
    ],
    foreignKeys: [
      foreignKey('teacher_students', 'teacher_id', 'users'),
      foreignKey('teacher_students', 'student_id', 'users'),
    ],
  }),
  new Table({
    name: 'student_groups',
    columns: [id, int('teacher_id'), varchar('name'), epochMs('created_at')],
    indices: [
      new TableIndex({ name: 'IDX_student_groups_teacher_id', columnNames: ['teacher_id'] }),
    ],
    foreignKeys: [foreignKey('student_groups', 'teacher_id', 'users')],
  }),
  new Table({
    name: 'student_group_members',
    columns: [
      { name: 'group_id', type: 'integer', isPrimary: true },
      { name: 'student_id', type: 'integer', isPrimary: true },
    ],
    indices: [
      new TableIndex({
        name: 'IDX_student_group_members_student_id',
        columnNames: ['student_id'],
      }),
    ],
    foreignKeys: [
      foreignKey('student_group_members', 'group_id', 'student_groups'),
      foreignKey('student_group_members', 'student_id', 'users'),
    ],
  }),
  new Table({
    name: 'subjects',
    columns: [id, int('teacher_id'), varchar('name'), epochMs('created_at')],
    uniques: [
      new TableUnique({ name: 'UQ_subjects_teacher_name', columnNames: ['teacher_id', 'name'] }),
    ],
    foreignKeys: [foreignKey('subjects', 'teacher_id', 'users')],
  }),
  new Table({
    name: 'files',
    columns: [
      id,
      int('owner_id'),
      varchar('storage_key'),
      varchar('original_name'),
      varchar('mime'),
      int('size'),
      epochMs('created_at'),
    ],
    indices: [new TableIndex({ name: 'IDX_files_owner_id', columnNames: ['owner_id'] })],
    foreignKeys: [foreignKey('files', 'owner_id', 'users')],
  }),
  new Table({
    name: 'tasks',
    columns: [
      id,
      int('teacher_id'),
      int('subject_id', true),
      varchar('title'),
      text('criteria'),
      int('max_ball'),
      int('timer_minutes'),
      epochMs('deadline', true),
      epochMs('delay_at', true),
      flag('only_new', off),
      flag('can_repeated', off),
      flag('show_answers', off),
      flag('post_deadline_allowed', off),
      flag('allow_question_copy', off),
      text('scale'),
      text('decision'),
      epochMs('created_at'),
      epochMs('updated_at'),
      epochMs('deleted_at', true),
    ],
    indices: [
      new TableIndex({ name: 'IDX_tasks_teacher_id', columnNames: ['teacher_id', 'deleted_at'] }),
    ],
    foreignKeys: [
      foreignKey('tasks', 'teacher_id', 'users'),
      foreignKey('tasks', 'subject_id', 'subjects', 'SET NULL'),
    ],
  }),
  new Table({
    name: 'task_questions',
    columns: [
      id,
      int('task_id'),
      int('position'),
      varchar('type', 32),
      text('text'),
      int('ball'),
      text('options', true),
      text('correct', true),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_task_questions_task_id',
        columnNames: ['task_id', 'position'],
      }),
    ],
    foreignKeys: [foreignKey('task_questions', 'task_id', 'tasks')],
  }),
  new Table({
    name: 'dispatch_jobs',
    columns: [
      id,
      int('task_id'),
      int('teacher_id'),
      text('target'),
      int('status'),
      epochMs('run_at'),
      { ...int('attempts'), default: 0 },
      epochMs('lease_until', true),
      { ...int('works_created'), default: 0 },
      { ...varchar('error_key', 64), isNullable: true },
      epochMs('created_at'),
      epochMs('finished_at', true),
    ],
    indices: [
      new TableIndex({ name: 'IDX_dispatch_jobs_due', columnNames: ['status', 'run_at'] }),
      new TableIndex({ name: 'IDX_dispatch_jobs_task_id', columnNames: ['task_id'] }),
    ],
    foreignKeys: [
      foreignKey('dispatch_jobs', 'task_id', 'tasks'),
      foreignKey('dispatch_jobs', 'teacher_id', 'users'),
    ],
  }),
  new Table({
    name: 'works',
    columns: [
      id,
      int('task_id'),
      int('teacher_id'),
      int('student_id'),
      int('attempt'),
      int('status'),
      int('dispatch_job_id', true),
      epochMs('started_at', true),
      epochMs('submitted_at', true),
      epochMs('checked_at', true),
      flag('late', off),
      flag('returned', off),
      int('ball', true),
      text('mark', true),
      int('version'),
      epochMs('created_at'),
      epochMs('updated_at'),
      epochMs('withdrawn_at', true),
    ],
    uniques: [
      new TableUnique({
        name: 'UQ_works_task_student_attempt',
        columnNames: ['task_id', 'student_id', 'attempt'],
      }),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_works_check_queue',
        columnNames: ['teacher_id', 'status', 'submitted_at'],
      }),
      new TableIndex({ name: 'IDX_works_student_id', columnNames: ['student_id', 'created_at'] }),
    ],
    foreignKeys: [
      foreignKey('works', 'task_id', 'tasks'),
      foreignKey('works', 'teacher_id', 'users'),
      foreignKey('works', 'student_id', 'users'),
      foreignKey('works', 'dispatch_job_id', 'dispatch_jobs', 'SET NULL'),
    ],
  }),
  new Table({
    name: 'work_answers',
    columns: [
      id,
      int('work_id'),
      int('question_id'),
      text('value', true),
      int('auto_ball', true),
      int('ball', true),
      epochMs('updated_at'),
    ],
    uniques: [
      new TableUnique({
        name: 'UQ_work_answers_work_question',
        columnNames: ['work_id', 'question_id'],
      }),
    ],
    foreignKeys: [
      foreignKey('work_answers', 'work_id', 'works'),
      foreignKey('work_answers', 'question_id', 'task_questions'),
    ],
  }),
  new Table({
    name: 'comments',
    columns: [
      id,
      int('work_id'),
      int('author_id'),
      text('text'),
      epochMs('created_at'),
      epochMs('updated_at'),
    ],
    indices: [
      new TableIndex({ name: 'IDX_comments_work_id', columnNames: ['work_id', 'created_at'] }),
    ],
    foreignKeys: [
      foreignKey('comments', 'work_id', 'works'),
      foreignKey('comments', 'author_id', 'users'),
    ],
  }),
];
