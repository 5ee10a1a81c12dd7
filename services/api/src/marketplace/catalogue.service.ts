import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MATERIALS_PER_PAGE,
  type MaterialCatalogueQuery,
  type MaterialCataloguePage,
} from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import type { User } from '../users/user.entity';
import { MaterialCards } from './material-cards.service';
import { Material } from './material.entity';
import { MaterialCatalogue } from './search/material-catalogue.service';

const NO_FACETS: MaterialCataloguePage['facets'] = {
  subject: [],
  grade: [],
  exam: [],
  price_kind: [],
};

/** GET /api/materials: the catalogue and the favourites (search), the author's own list. */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    private readonly catalogue: MaterialCatalogue,
    private readonly cards: MaterialCards,
  ) {}

  async list(viewer: User, query: MaterialCatalogueQuery): Promise<MaterialCataloguePage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? MATERIALS_PER_PAGE;
    switch (query.scope ?? 'catalogue') {
      // the favourites are searched, filtered and counted like the catalogue (their facet
      // counts are the favourites', not zeros)
      case 'catalogue':
      case 'favourites': {
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
}
