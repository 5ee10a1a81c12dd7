import type { MaterialExam, MaterialSubject } from '@tutor/contracts';
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { searchText } from '../../common/search/russian-text';
import { searchQuery, type SearchExecutor } from '../../common/search/search-sql';
import { CatalogueVersion } from './catalogue-version.service';

/** The words a subject is found by (a part of mathematics is found by "математика" too). */
export const SUBJECT_SEARCH_LABELS: Readonly<Record<MaterialSubject, readonly string[]>> = {
  math: ['математика'],
  algebra: ['алгебра', 'математика'],
  geometry: ['геометрия', 'математика'],
  russian: ['русский язык'],
  literature: ['литература'],
  english: ['английский язык'],
  physics: ['физика'],
  chemistry: ['химия'],
  biology: ['биология'],
  history: ['история'],
  social_studies: ['обществознание'],
  geography: ['география'],
  informatics: ['информатика'],
  other: [],
};

export const EXAM_SEARCH_LABELS: Readonly<Record<MaterialExam, string>> = {
  oge: 'ОГЭ',
  ege: 'ЕГЭ',
  vpr: 'ВПР',
};

/** A material's tags as searchable Russian words: ['алгебра', 'математика', '9 класс', 'ОГЭ']. */
export function materialTags(material: {
  subject: string;
  grade: number;
  exams: readonly string[];
}): string[] {
  const subject = SUBJECT_SEARCH_LABELS[material.subject as MaterialSubject] ?? [];
  const exams = material.exams.map((exam) => EXAM_SEARCH_LABELS[exam as MaterialExam] ?? exam);
  return [...subject, `${material.grade} класс`, ...exams];
}

/** What is indexed of a material; the text as the author wrote it (description as HTML). */
export interface MaterialSearchSource {
  title: string;
  description: string;
  tags: readonly string[];
}

/** The fields of a material (entity or row) its index entry is made from. */
export interface IndexableMaterial {
  id: number;
  title: string;
  description: string;
  subject: string;
  grade: number;
  exams: readonly string[];
}

const UPSERT_COLUMNS = '(material_id, title, description, tags)';
const UPSERT_UPDATE = `ON CONFLICT (material_id) DO UPDATE SET
  title = excluded.title, description = excluded.description, tags = excluded.tags`;

/** The stored row for a material: each field normalised and stemmed (russian-text.ts). */
export function materialSearchRow(source: MaterialSearchSource): {
  title: string;
  description: string;
  tags: string;
} {
  return {
    title: searchText(source.title),
    description: searchText(source.description),
    tags: searchText(source.tags.join(' ')),
  };
}

/**
 * Keeps `material_search` (and through it the tsvector / FTS5 index) up to date. Call
 * index() after a material is created or its title, description, subject, grade or exams
 * change, in the same transaction when there is one (pass its EntityManager); remove()
 * is optional — a material deleted for good takes its row with it (ON DELETE CASCADE), and
 * the catalogue lists only live, published materials whatever the index holds.
 */
@Injectable()
export class MaterialSearchIndex {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    /** Told of each write, so this process's next listing shows it (the app provides it). */
    @Optional() private readonly version?: CatalogueVersion,
  ) {}

  /** Inserts or replaces the material's entry. The material row must exist. */
  async index(
    materialId: number,
    source: MaterialSearchSource,
    manager?: EntityManager,
  ): Promise<void> {
    await searchQuery(
      manager ?? this.dataSource,
      `INSERT INTO material_search ${UPSERT_COLUMNS}
       VALUES (:materialId, :title, :description, :tags) ${UPSERT_UPDATE}`,
      { materialId, ...materialSearchRow(source) },
    );
    this.version?.touch();
  }

  /** index() with the tags made from the material's subject, grade and exams. */
  indexMaterial(material: IndexableMaterial, manager?: EntityManager): Promise<void> {
    return this.index(
      material.id,
      {
        title: material.title,
        description: material.description,
        tags: materialTags(material),
      },
      manager,
    );
  }

  async remove(materialId: number, manager?: EntityManager): Promise<void> {
    await searchQuery(
      manager ?? this.dataSource,
      'DELETE FROM material_search WHERE material_id = :materialId',
      { materialId },
    );
    this.version?.touch();
  }

  /**
   * Indexes every material again (after a change of the text function, or to fill the
   * index for materials made before it), `batch` rows per statement. Returns how many.
   */
  async reindexAll(batch = 500): Promise<number> {
    let done = 0;
    let after = 0;
    for (;;) {
      const rows = await searchQuery<{
        id: number;
        title: string;
        description: string;
        subject: string;
        grade: number;
        exams: string;
      }>(
        this.dataSource,
        `SELECT id, title, description, subject, grade, exams FROM materials
         WHERE id > :after ORDER BY id LIMIT :batch`,
        { after, batch },
      );
      if (rows.length === 0) return done;
      await upsertMany(
        this.dataSource,
        rows.map((row) => ({
          ...row,
          id: Number(row.id),
          exams: row.exams === '' ? [] : row.exams.split(','),
        })),
      );
      done += rows.length;
      after = Number(rows[rows.length - 1]!.id);
    }
  }
}

/** One multi-row upsert of the materials' entries. */
async function upsertMany(
  executor: SearchExecutor,
  materials: readonly IndexableMaterial[],
): Promise<void> {
  const params: Record<string, unknown> = {};
  const values = materials.map((material, i) => {
    const row = materialSearchRow({
      title: material.title,
      description: material.description,
      tags: materialTags(material),
    });
    params[`id${i}`] = material.id;
    params[`title${i}`] = row.title;
    params[`description${i}`] = row.description;
    params[`tags${i}`] = row.tags;
    return `(:id${i}, :title${i}, :description${i}, :tags${i})`;
  });
  await searchQuery(
    executor,
    `INSERT INTO material_search ${UPSERT_COLUMNS} VALUES ${values.join(', ')} ${UPSERT_UPDATE}`,
    params,
  );
}
