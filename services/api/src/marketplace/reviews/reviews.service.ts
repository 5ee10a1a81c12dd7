import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MaterialReview, ReviewInput } from '@tutor/contracts';
import { In, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AccessException } from '../../common/errors/access.exception';
import { Transactions } from '../../database/transactions.service';
import { User } from '../../users/user.entity';
import { owns } from '../material-access';
import { RecordAccess } from '../../access/record-access.service';
import { MaterialPages } from '../material-pages.service';
import { Material } from '../material.entity';
import { Review } from './review.entity';
import { MarketplaceErrorCode, MarketplaceException } from '../marketplace.errors';

/**
 * Reviews: one per owner who has opened their copy (1–5 and a text, editable), the
 * author's one public answer, and the material's rating kept beside them.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly pages: MaterialPages,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: RecordAccess,
  ) {}

  async list(viewer: User, materialId: number): Promise<MaterialReview[]> {
    await this.pages.visible(viewer.id, { id: materialId });
    const rows = await this.reviews.find({
      where: { materialId },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
    return this.answers(rows, viewer.id);
  }

  /** Makes or changes the viewer's review. */
  async write(viewer: User, materialId: number, input: ReviewInput): Promise<MaterialReview> {
    const { viewer: relation } = await this.pages.visible(viewer.id, { id: materialId });
    if (!owns(relation) || relation.purchase?.openedAt === null) {
      throw new MarketplaceException(MarketplaceErrorCode.ReviewNotAllowed);
    }
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      const old = await manager.findOneBy(Review, { materialId, userId: viewer.id });
      if (old === null) {
        await manager.insert(Review, {
          materialId,
          userId: viewer.id,
          rating: input.rating,
          text: input.text,
          answer: null,
          answeredAt: null,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        await manager.update(
          Review,
          { id: old.id },
          { rating: input.rating, text: input.text, updatedAt: now },
        );
      }
      await this.recount(manager, materialId);
    });
    const mine = await this.reviews.findOneByOrFail({ materialId, userId: viewer.id });
    const [answer] = await this.answers([mine], viewer.id);
    if (answer === undefined) throw new Error('A written review is missing');
    return answer;
  }

  /** The author answers a review once, publicly. */
  async answer(
    author: User,
    materialId: number,
    reviewId: number,
    text: string,
  ): Promise<MaterialReview> {
    await this.records.require(author.id, 'material', materialId);
    const review = await this.reviews.findOneBy({ id: reviewId, materialId });
    if (review === null) throw AccessException.notFound();
    const now = this.clock.now();
    const done = await this.reviews
      .createQueryBuilder()
      .update(Review)
      .set({ answer: text, answeredAt: now })
      .where('id = :id AND answered_at IS NULL', { id: review.id })
      .execute();
    if (done.affected === 0) throw new MarketplaceException(MarketplaceErrorCode.AlreadyAnswered);
    const [answer] = await this.answers(
      [await this.reviews.findOneByOrFail({ id: review.id })],
      author.id,
    );
    if (answer === undefined) throw new Error('An answered review is missing');
    return answer;
  }

  /** Removes a person's review (their purchase was refunded). */
  async removeOf(manager: EntityManager, materialId: number, userId: number): Promise<void> {
    await manager.delete(Review, { materialId, userId });
    await this.recount(manager, materialId);
  }

  private async recount(manager: EntityManager, materialId: number): Promise<void> {
    const [row] = await manager
      .createQueryBuilder(Review, 'r')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(r.rating), 0)', 'sum')
      .where('r.material_id = :materialId', { materialId })
      .getRawMany<{ count: number | string; sum: number | string }>();
    await manager.update(
      Material,
      { id: materialId },
      { reviewsCount: Number(row?.count ?? 0), ratingSum: Number(row?.sum ?? 0) },
    );
  }

  private async answers(rows: readonly Review[], viewerId: number): Promise<MaterialReview[]> {
    if (rows.length === 0) return [];
    const people = await this.users.find({
      where: { id: In(rows.map((row) => row.userId)) },
      select: { id: true, firstName: true },
    });
    const names = new Map(people.map((person) => [person.id, person.firstName]));
    return rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      reviewer: { id: row.userId, first_name: names.get(row.userId) ?? '' },
      answer: row.answer,
      answered_at: row.answeredAt,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      mine: row.userId === viewerId,
    }));
  }
}
