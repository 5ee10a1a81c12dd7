import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorksModule } from '../works/works.module';
import { Comment } from './comment.entity';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** Comments on works; who may see a work is WorksModule's WorkAccess. */
@Module({
  imports: [TypeOrmModule.forFeature([Comment]), WorksModule],
  controllers: [CommentsController],
  providers: [CommentsService],
  exports: [TypeOrmModule],
})
export class CommentsModule {}
