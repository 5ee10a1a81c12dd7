import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Every multi-statement write goes through here rather than `dataSource.transaction`. On
 * PostgreSQL it is a
 * plain transaction. On SQLite TypeORM shares one connection among all requests, so two
 * transactions open at once nest as savepoints (a rollback of one undoes the other's
 * commit) and a lone statement run meanwhile joins the open transaction: there they run
 * one at a time.
 */
@Injectable()
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'better-sqlite3') {
      return this.dataSource.transaction(work);
    }
    const result = this.tail.then(() => this.dataSource.transaction(work));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
