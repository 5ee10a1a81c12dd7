import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MaterialCard } from '@tutor/contracts';
import { In, type EntityManager, type Repository } from 'typeorm';
import { searchQuery } from '../common/search/search-sql';
import { User } from '../users/user.entity';
import { Favourite } from './favourite.entity';
import { Material } from './material.entity';

/** The card fields of a material, given its author's name and the viewer's favourites. */
export function cardOf(material: Material, authorName: string, favourite: boolean): MaterialCard {
  return {
    id: material.id,
    title: material.title,
    subject: material.subject,
    grade: material.grade,
    exams: material.exams,
    access: material.access,
    price: material.price,
    cover_url: material.coverFileId === null ? null : `/api/materials/${material.id}/cover`,
    author: { id: material.authorId, first_name: authorName },
    rating:
      material.reviewsCount === 0
        ? null
        : Math.round((material.ratingSum / material.reviewsCount) * 10) / 10,
    reviews_count: material.reviewsCount,
    purchases_count: material.purchasesCount,
    favourite,
    published_at: material.publishedAt,
  };
}

/** Cards of materials by id, in the order given, as one viewer sees them. */
@Injectable()
export class MaterialCards {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
  ) {}

  /**
   * Cards of materials by id; with no viewer, none is a favourite. Read through `manager`
   * when given (a replica's), else the primary.
   */
  async cards(
    ids: readonly number[],
    viewerId: number | undefined,
    manager: EntityManager = this.materials.manager,
  ): Promise<MaterialCard[]> {
    if (ids.length === 0) return [];
    const materials = await manager.findBy(Material, { id: In([...ids]) });
    const authors = await manager.find(User, {
      where: { id: In([...new Set(materials.map((m) => m.authorId))]) },
      select: { id: true, firstName: true },
    });
    const favourite =
      viewerId === undefined ? new Set<number>() : await this.favouriteIds(ids, viewerId);
    const names = new Map(authors.map((author) => [author.id, author.firstName]));
    const byId = new Map(materials.map((material) => [material.id, material]));
    return ids.flatMap((id) => {
      const material = byId.get(id);
      if (material === undefined) return [];
      return [cardOf(material, names.get(material.authorId) ?? '', favourite.has(id))];
    });
  }

  /**
   * Which of these materials the viewer has among their favourites. Read per request on
   * the catalogue's cached pages, so one plain statement on the primary key (no query
   * builder): ids are integers from the database, inlined.
   */
  async favouriteIds(ids: readonly number[], viewerId: number): Promise<Set<number>> {
    const safe = ids.filter((id) => Number.isSafeInteger(id));
    if (safe.length === 0) return new Set();
    const rows = await searchQuery<{ material_id: number | string }>(
      this.favourites.manager,
      `SELECT material_id FROM favourites WHERE user_id = :viewerId
       AND material_id IN (${safe.join(', ')})`,
      { viewerId },
    );
    return new Set(rows.map((row) => Number(row.material_id)));
  }
}
