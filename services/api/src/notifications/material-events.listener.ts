import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import { MoreThan, type DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { MaterialEvents, type MaterialEvent } from '../marketplace/material.events';
import { Material } from '../marketplace/material.entity';
import { PurchaseRecord } from '../marketplace/purchases/purchase.entity';
import { shortNote } from './notification-kinds';
import { NotificationsService } from './notifications.service';

/**
 * A new version of a material: a notification of each owner whose updates are still due
 * (granted within MARKETPLACE_UPDATES_DAYS, not refunded), once per version and owner.
 */
@Injectable()
export class MaterialEventsListener implements OnModuleInit {
  constructor(
    private readonly events: MaterialEvents,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.updated(event));
  }

  private async updated(event: MaterialEvent): Promise<void> {
    const material = await this.dataSource
      .getRepository(Material)
      .findOne({ where: { id: event.materialId }, select: { id: true, title: true } });
    if (material === null) return;
    const owners = await this.dataSource.getRepository(PurchaseRecord).find({
      where: {
        materialId: event.materialId,
        status: PurchaseStatus.Granted,
        updatesUntil: MoreThan(this.clock.now()),
      },
      select: { buyerId: true },
    });
    await this.notifications.notifyMany(
      'material_updated',
      owners.map(({ buyerId }) => ({
        userId: buyerId,
        workId: null,
        taskId: null,
        data: {
          task_title: material.title,
          material_id: material.id,
          version: event.number,
          note: shortNote(event.changelog),
        },
        onceKey: `material_updated:${event.versionId}:${buyerId}`,
      })),
    );
  }
}
