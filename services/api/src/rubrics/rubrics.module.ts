import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LibraryRubricRecord } from './rubric.entity';
import { RubricsController } from './rubrics.controller';
import { RubricsService } from './rubrics.service';
import './rubric.ownership';
import './rubrics.messages';

/** The teachers' rubric libraries at /api/rubrics (RecordAccess 'rubric'). */
@Module({
  imports: [TypeOrmModule.forFeature([LibraryRubricRecord])],
  controllers: [RubricsController],
  providers: [RubricsService],
})
export class RubricsModule {}
