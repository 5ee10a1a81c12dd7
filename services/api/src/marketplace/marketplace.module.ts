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
import { MaterialCards } from './material-cards';
import { MaterialCovers } from './material-covers';
import { MaterialPages } from './material-pages';
import { MaterialPayments } from './material-payments';
import { MaterialSearchSync } from './material-search-sync';
import { MaterialVersion } from './material-version.entity';
import { Material } from './material.entity';
import { MaterialsController } from './materials.controller';
import { MaterialsService } from './materials.service';
import { PurchaseAttempts } from './purchase-attempts';
import { PurchaseOutcomesModule } from './purchase-outcomes.module';
import { PurchaseRefreshes } from './purchase-refreshes';
import { PurchaseRecord } from './purchase.entity';
import { PurchasesController } from './purchases.controller';
import { PurchasesService } from './purchases.service';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { PurchaseRefundSweep } from './purchase-refund-sweep';
import { PurchaseRefunds } from './purchase-refunds';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { MaterialCatalogue } from './search/material-catalogue';
import { MaterialSearchIndex } from './search/material-search.index';
import { MaterialEvents } from './material-events';
import './marketplace.messages';
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
  controllers: [MaterialsController, ReviewsController, PurchasesController],
  providers: [
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
    ReviewsService,
    PurchaseRefunds,
    PurchaseRefundSweep,
    MaterialEvents,
  ],
  exports: [MaterialEvents],
})
export class MarketplaceModule {}
