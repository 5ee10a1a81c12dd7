import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { Task } from '../tasks/task.entity';
import { TasksModule } from '../tasks/tasks.module';
import { User } from '../users/user.entity';
import { CatalogueService } from './catalogue.service';
import { Favourite } from './favourite.entity';
import { FavouritesService } from './favourites.service';
import { MaterialCards } from './material-cards.service';
import { MaterialCovers } from './material-covers.service';
import { MaterialPages } from './material-pages.service';
import { MaterialPayments } from './material-payments.service';
import { PurchaseReturnItems } from './purchases/purchase-return-items.service';
import { MaterialSearchSync } from './material-search-sync.service';
import { MaterialVersion } from './material-version.entity';
import { Material } from './material.entity';
import { MaterialsController } from './materials.controller';
import { MaterialsService } from './materials.service';
import { PurchaseAttempts } from './purchases/purchase-attempts.service';
import { CatalogueCache } from './search/catalogue-cache.service';
import { CatalogueVersion } from './search/catalogue-version.service';
import { PurchaseOutcomesModule } from './purchases/purchase-outcomes.module';
import { PurchaseRefreshes } from './purchases/purchase-refreshes.service';
import { PurchaseRecord } from './purchases/purchase.entity';
import { PurchasesController } from './purchases/purchases.controller';
import { PurchasesService } from './purchases/purchases.service';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { PurchaseRefundSweep } from './purchases/purchase-refund.sweeper';
import { PurchaseRefunds } from './purchases/purchase-refunds.service';
import { Review } from './reviews/review.entity';
import { ReviewsController } from './reviews/reviews.controller';
import { ReviewsService } from './reviews/reviews.service';
import { MaterialCatalogue } from './search/material-catalogue.service';
import { MaterialSearchIndex } from './search/material-search.index';
import { MaterialEvents } from './material.events';
import './marketplace.messages';
import { MaterialFileList } from './files/material-file-list.service';
import { MaterialFileReferences } from './files/material-file-references.service';
import { MaterialFilesController } from './files/material-files.controller';
import { MaterialFiles } from './files/material-files.service';
import './material.ownership';

/**
 * The marketplace of ready-made lessons: materials made from tasks, immutable versions,
 * the catalogue with Russian search, taking and buying (payments module), favourites.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Material,
      MaterialVersion,
      PurchaseRecord,
      Favourite,
      Review,
      User,
      Task,
    ]),
    LedgerModule,
    TasksModule,
    FilesModule,
    PaymentsModule,
    PurchaseOutcomesModule,
    SchedulingModule,
  ],
  controllers: [
    MaterialsController,
    ReviewsController,
    PurchasesController,
    MaterialFilesController,
  ],
  providers: [
    MaterialFileList,
    MaterialFiles,
    MaterialFileReferences,
    MaterialsService,
    MaterialPages,
    MaterialCards,
    MaterialCovers,
    CatalogueService,
    PurchasesService,
    FavouritesService,
    MaterialPayments,
    PurchaseAttempts,
    PurchaseRefreshes,
    MaterialSearchSync,
    MaterialSearchIndex,
    MaterialCatalogue,
    CatalogueVersion,
    CatalogueCache,
    ReviewsService,
    PurchaseRefunds,
    PurchaseRefundSweep,
    MaterialEvents,
    PurchaseReturnItems,
  ],
  exports: [MaterialEvents],
})
export class MarketplaceModule {}
