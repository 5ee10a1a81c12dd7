import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MATERIALS_PER_PAGE,
  type MaterialCatalogueQuery,
  type MaterialCataloguePage,
} from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import { ReadReplica } from '../database/replicas/read-replica.service';
import type { User } from '../users/user.entity';
import { MaterialCards } from './material-cards.service';
import { Material } from './material.entity';
import { CatalogueCache } from './search/catalogue-cache.service';
import { CatalogueVersion } from './search/catalogue-version.service';
import { MaterialCatalogue, catalogueKeys } from './search/material-catalogue.service';

const NO_FACETS: MaterialCataloguePage['facets'] = {
  subject: [],
  grade: [],
  exam: [],
  price_kind: [],
};

/** A cached catalogue page: its ids and their cards as anyone sees them (no favourites). */
interface CachedPage {
  ids: number[];
  cards: MaterialCataloguePage['items'];
}

/**
 * GET /api/materials: the catalogue and the favourites (search), the author's own list.
 * The catalogue's answers are cached per catalogue version (CatalogueVersion): the total
 * and facet counts once per version and text-and-filters, each page's cards once per
 * version and query; only the viewer's favourite flags are read per request. The
 * favourites and the author's own list depend on the viewer and are not cached. The
 * catalogue scope reads a replica when one is fit (ReadReplica), its version too.
 */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    private readonly catalogue: MaterialCatalogue,
    private readonly cards: MaterialCards,
    private readonly version: CatalogueVersion,
    private readonly cache: CatalogueCache,
    private readonly replica: ReadReplica,
  ) {}

  async list(viewer: User, query: MaterialCatalogueQuery): Promise<MaterialCataloguePage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? MATERIALS_PER_PAGE;
    switch (query.scope ?? 'catalogue') {
      // the favourites are searched, filtered and counted like the catalogue (their facet
      // counts are the favourites', not zeros)
      case 'catalogue':
        return this.cataloguePage(viewer, { ...query, page, per_page: perPage });
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

  private async cataloguePage(
    viewer: User,
    query: MaterialCatalogueQuery & { page: number; per_page: number },
  ): Promise<MaterialCataloguePage> {
    const keys = catalogueKeys(query);
    // the viewer plays no part in the catalogue scope's search
    const search = { ...query, viewerId: 0 };
    const [counted, found] = await this.replica.read(async (source) => {
      const version = this.replica.isReplica(source)
        ? await this.version.currentOn(source)
        : await this.version.current();
      return Promise.all([
        this.cache.get(version, `counts:${keys.counts}`, () =>
          this.catalogue.counts(search, source),
        ),
        this.cache.get(version, `page:${keys.page}`, async (): Promise<CachedPage> => {
          const { ids } = await this.catalogue.page(search, source);
          return { ids, cards: await this.cards.cards(ids, undefined, source.manager) };
        }),
      ]);
    });
    const favourites = await this.cards.favouriteIds(found.ids, viewer.id);
    return {
      items: found.cards.map((card) =>
        favourites.has(card.id) ? { ...card, favourite: true } : card,
      ),
      total: counted.total,
      page: query.page,
      per_page: query.per_page,
      facets: counted.facets,
    };
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
