import { Injectable } from '@nestjs/common';

/**
 * Where other modules name files (answers name them by id): each registers a SELECT of one
 * column `file_id` for the running database type ('postgres', 'better-sqlite3'…). The files
 * module reads them without importing those modules; a file none names is an orphan.
 */
export interface FileReferenceSource {
  name: string;
  select: (databaseType: string) => string;
}

@Injectable()
export class FileReferences {
  private readonly sources = new Map<string, FileReferenceSource>();

  register(source: FileReferenceSource): void {
    if (this.sources.has(source.name)) {
      throw new Error(`File references ${source.name} are registered twice`);
    }
    this.sources.set(source.name, source);
  }

  /** A SELECT of the ids of every file something names (no NULLs, for NOT IN). */
  referencedIdsSql(databaseType: string): string {
    const selects = [...this.sources.values()].map(
      (source) =>
        `SELECT file_id FROM (${source.select(databaseType)}) refs WHERE file_id IS NOT NULL`,
    );
    return selects.length === 0
      ? 'SELECT CAST(NULL AS integer) AS file_id WHERE 1 = 0'
      : selects.join(' UNION ');
  }
}
