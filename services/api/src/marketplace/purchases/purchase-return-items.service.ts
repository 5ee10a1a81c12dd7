import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PaymentReturnOrder } from '../../payments/payment-return-items.service';
import { PaymentReturnItems } from '../../payments/payment-return-items.service';
import { Material } from '../material.entity';
import { PURCHASE_ORDER } from '../material-payments.service';
import { PurchaseRecord } from './purchase.entity';

/** A purchase's payment, on the buyer's return page: the material, with its title. */
@Injectable()
export class PurchaseReturnItems implements OnModuleInit {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    private readonly items: PaymentReturnItems,
  ) {}

  onModuleInit(): void {
    this.items.register(PURCHASE_ORDER, (purchaseId) => this.describe(purchaseId));
  }

  async describe(purchaseId: number): Promise<PaymentReturnOrder> {
    const purchase = await this.purchases.findOneByOrFail({ id: purchaseId });
    // an author's withdrawal keeps the material for those who bought it
    const material = await this.materials.findOneOrFail({
      where: { id: purchase.materialId },
      withDeleted: true,
      select: { id: true, title: true },
    });
    return { item: 'material', material: { id: material.id, title: material.title } };
  }
}
