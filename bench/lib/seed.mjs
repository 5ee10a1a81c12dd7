// Seeding helpers of the data benches (bench:api, bench:journal): a deterministic random
// generator, the columns of a `tasks` row, and multi-row INSERTs in chunks.

/** A tiny deterministic generator, so every run inserts the same data. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The columns of a `tasks` row, in the order the benches give its values. */
export const TASK_COLUMNS = [
  'teacher_id',
  'subject_id',
  'title',
  'criteria',
  'max_ball',
  'timer_minutes',
  'deadline',
  'delay_at',
  'only_new',
  'can_repeated',
  'show_answers',
  'post_deadline_allowed',
  'allow_question_copy',
  'scale',
  'decision',
  'created_at',
  'updated_at',
  'deleted_at',
];

/** `INSERT INTO table (columns) VALUES (?, …), …` for `count` rows. */
function insertSql(table, columns, count) {
  const row = `(${columns.map(() => '?').join(', ')})`;
  const values = Array.from({ length: count }, () => row).join(', ');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`;
}

/**
 * Multi-row INSERTs of `rows` in chunks through better-sqlite3 `db` (one prepared statement
 * per chunk size); the caller wraps them in a transaction.
 */
export function insertRows(db, table, columns, rows, chunk = 500) {
  const statements = new Map();
  const statementFor = (count) => {
    if (!statements.has(count)) statements.set(count, db.prepare(insertSql(table, columns, count)));
    return statements.get(count);
  };
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    statementFor(part.length).run(part.flat());
  }
}

/** Multi-row INSERTs of `rows` in chunks through a TypeORM DataSource (`?` placeholders). */
export async function insertRowsAsync(data, table, columns, rows, chunk = 200) {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await data.query(insertSql(table, columns, part.length), part.flat());
  }
}
