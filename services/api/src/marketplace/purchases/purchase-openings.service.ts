import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { TaskOpenings } from '../../tasks/task-openings';
import { PurchaseRecord } from './purchase.entity';

/** A buyer opening their copy marks the purchase opened: no refund after it, a review allowed. */
@Injectable()
export class PurchaseOpenings extends TaskOpenings {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly clock: Clock,
  ) {
    super();
  }

  async opened(teacherId: number, taskId: number): Promise<void> {
    await this.purchases.update(
      { buyerId: teacherId, taskId, status: PurchaseStatus.Granted, openedAt: IsNull() },
      { openedAt: this.clock.now() },
    );
  }
}
