import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { Task } from '../../tasks/task.entity';
import { TasksService } from '../../tasks/tasks.service';
import { PurchaseGrants } from './purchase-grants.service';
import { PurchaseSweep } from './purchase.sweeper';
import {
  payOnTestPage,
  publishedMaterial,
  purchaseOf,
  startPaying,
  type Teacher,
} from '../testing/marketplace-fixtures';
import { useMarketplaceApp } from '../testing/use-marketplace-app';

describe('a purchase refunded while its copy is being made', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  it('leaves the buyer no copy of what they got their money back for', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const material = await publishedMaterial(author, { access: 'paid', price: 500 });
    const url = await startPaying(buyer, material.id);
    const grants = app.get(PurchaseGrants);
    const copy = jest.spyOn(grants, 'ensureCopy').mockRejectedValueOnce(new Error('killed'));
    await payOnTestPage(buyer.browser, url);
    copy.mockRestore();
    const tasks = app.get(TasksService);
    const create = tasks.create.bind(tasks);
    // the buyer refunds while the sweep is making the copy
    jest.spyOn(tasks, 'create').mockImplementationOnce(async (...args) => {
      await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(201);
      return create(...args);
    });
    await app.get(PurchaseSweep).sweepOnce();
    const purchase = await purchaseOf(app, buyer, material.id);
    expect(purchase).toMatchObject({ status: 'refunded', taskId: null });
    const copies = await app
      .get(DataSource)
      .getRepository(Task)
      .findBy({ teacherId: buyer.user.id, title: material.title, deletedAt: IsNull() });
    expect(copies).toEqual([]);
  });
});
