import { Body, Controller, Get, Post } from '@nestjs/common';
import type { MaterialReview } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { SignedIn, TeacherOnly } from '../../access/route-access';
import { RouteId } from '../../common/http/route-id.decorator';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { arrayOf } from '../../common/openapi/json-schema';
import { MaterialReviewSchema } from '../../common/openapi/schemas/marketplace.schema';
import type { User } from '../../users/user.entity';
import { ReviewAnswerDto, ReviewDto } from '../dto/review.dto';
import { ReviewsService } from './reviews.service';

/** Reviews of a material and the author's answers. */
@Controller('api/materials/:materialId/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @SignedIn()
  @ApiAnswer(arrayOf(MaterialReviewSchema))
  reviewsOf(
    @CurrentUser() user: User,
    @RouteId('materialId') id: number,
  ): Promise<MaterialReview[]> {
    return this.reviews.list(user, id);
  }

  /** The viewer's review, made or changed (owners who opened their copy). */
  @Post()
  @TeacherOnly()
  @ApiAnswer(MaterialReviewSchema)
  review(
    @CurrentUser() user: User,
    @RouteId('materialId') id: number,
    @Body() body: ReviewDto,
  ): Promise<MaterialReview> {
    return this.reviews.write(user, id, body);
  }

  /** The author's one public answer to a review. */
  @Post(':reviewId/answer')
  @TeacherOnly()
  @ApiAnswer(MaterialReviewSchema)
  answerReview(
    @CurrentUser() author: User,
    @RouteId('materialId') id: number,
    @RouteId('reviewId') reviewId: number,
    @Body() body: ReviewAnswerDto,
  ): Promise<MaterialReview> {
    return this.reviews.answer(author, id, reviewId, body.answer);
  }
}
