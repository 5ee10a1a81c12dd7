import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { normaliseText, searchText } from '../common/search/russian-text';
import { searchQuery, type SearchExecutor } from '../common/search/search-sql';

/** What is indexed of a task: its title and its questions' texts (HTML allowed). */
export interface TaskSearchSource {
  title: string;
  questions: readonly string[];
}

const TITLE_KEY_MAX = 255;
const UPSERT = `INSERT INTO task_search (task_id, title, body, title_key)
  VALUES (:taskId, :title, :body, :titleKey)
  ON CONFLICT (task_id) DO UPDATE SET
    title = excluded.title, body = excluded.body, title_key = excluded.title_key`;

/** The stored row: title and body stemmed, and the title as the list sorts it. */
export function taskSearchRow(source: TaskSearchSource): {
  title: string;
  body: string;
  titleKey: string;
} {
  return {
    title: searchText(source.title),
    body: searchText(source.questions.join(' ')),
    titleKey: Array.from(normaliseText(source.title)).slice(0, TITLE_KEY_MAX).join(''),
  };
}

/**
 * Keeps `task_search` (and its tsvector / FTS5 index) current: index() in the transaction
 * that writes a task's title or questions. At start-up it indexes every task without an
 * entry (tasks made before the library, or written by hand).
 */
@Injectable()
export class TaskSearchIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger(TaskSearchIndex.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async index(taskId: number, source: TaskSearchSource, executor?: SearchExecutor): Promise<void> {
    await searchQuery(executor ?? this.dataSource, UPSERT, {
      taskId,
      ...taskSearchRow(source),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const done = await this.indexMissing();
      if (done > 0) this.logger.log(`Indexed ${done} tasks for the task library's search`);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not index the tasks without a search entry');
    }
  }

  /** Indexes the tasks that have no entry, `batch` at a time. Answers how many. */
  async indexMissing(batch = 200): Promise<number> {
    let done = 0;
    for (;;) {
      const tasks = await searchQuery<{ id: number | string; title: string }>(
        this.dataSource,
        `SELECT t.id AS id, t.title AS title FROM tasks t
         WHERE NOT EXISTS (SELECT 1 FROM task_search s WHERE s.task_id = t.id)
         ORDER BY t.id LIMIT :batch`,
        { batch },
      );
      if (tasks.length === 0) return done;
      const ids = tasks.map((task) => Number(task.id));
      const questions = await searchQuery<{ task_id: number | string; text: string }>(
        this.dataSource,
        `SELECT task_id, text FROM task_questions WHERE task_id IN (:...ids)
         ORDER BY task_id, position`,
        { ids },
      );
      for (const task of tasks) {
        const id = Number(task.id);
        const texts = questions.filter((q) => Number(q.task_id) === id).map((q) => q.text);
        await this.index(id, { title: task.title, questions: texts });
      }
      done += tasks.length;
    }
  }
}
