import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MATERIALS_PER_PAGE,
  type MaterialCatalogueQuery,
  type MaterialCataloguePage,
} from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import type { User } from '../users/user.entity';
import { Favourite } from './favourite.entity';
import { MaterialCards } from './material-cards.service';
import { Material } from './material.entity';
import { MaterialCatalogue } from './search/material-catalogue.service';

const NO_FACETS: MaterialCataloguePage['facets'] = {
  subject: [],
  grade: [],
  exam: [],
  price_kind: [],
};

/** GET /api/materials: the catalogue (search), the author's own list, the favourites. */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
    private readonly catalogue: MaterialCatalogue,
    private readonly cards: MaterialCards,
  ) {}

  async list(viewer: User, query: MaterialCatalogueQuery): Promise<MaterialCataloguePage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? MATERIALS_PER_PAGE;
    switch (query.scope ?? 'catalogue') {
      case 'catalogue': {
        const found = await this.catalogue.search({
          ...query,
          page,
          per_page: perPage,
          viewerId: viewer.id,
        });
        return {
          items: await this.cards.cards(found.ids, viewer.id),
          total: found.total,
          page,
          per_page: perPage,
          facets: found.facets,
        };
      }
      case 'mine':
        return this.pageOf(await this.ownIds(viewer), viewer, page, perPage);
      case 'favourites':
        return this.pageOf(await this.favouriteIds(viewer), viewer, page, perPage);
    }
  }

  private async pageOf(
    ids: number[],
    viewer: User,
    page: number,
    perPage: number,
  ): Promise<MaterialCataloguePage> {
    const slice = ids.slice((page - 1) * perPage, page * perPage);
    return {
      items: await this.cards.cards(slice, viewer.id),
      total: ids.length,
      page,
      per_page: perPage,
      facets: NO_FACETS,
    };
  }

  private async ownIds(viewer: User): Promise<number[]> {
    const rows = await this.materials.find({
      where: { authorId: viewer.id, deletedAt: IsNull() },
      select: { id: true },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => row.id);
  }

  /** Favourites the viewer may still see (a material later hidden drops out of the list). */
  private async favouriteIds(viewer: User): Promise<number[]> {
    const rows = await this.favourites
      .createQueryBuilder('f')
      .innerJoin(Material, 'm', 'm.id = f.material_id')
      .leftJoin(
        'purchases',
        'p',
        "p.material_id = m.id AND p.buyer_id = f.user_id AND p.status = 'granted'",
      )
      .select('f.material_id', 'id')
      .where('f.user_id = :userId', { userId: viewer.id })
      .andWhere(
        `(p.id IS NOT NULL OR (m.deleted_at IS NULL AND (m.author_id = :userId OR
          (m.published_at IS NOT NULL AND m.access IN ('public', 'paid')))))`,
      )
      .orderBy('f.created_at', 'DESC')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }
}
