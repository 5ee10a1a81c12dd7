import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Put,
} from '@nestjs/common';
import type { LibraryRubric, LibraryRubricList } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import {
  LibraryRubricListSchema,
  LibraryRubricSchema,
} from '../common/openapi/schemas/rubrics.schema';
import type { User } from '../users/user.entity';
import { RubricDto } from './dto/rubric.dto';
import { RubricsService } from './rubrics.service';

/** The teacher's rubric library (own rubrics only; RecordAccess kind 'rubric'). */
@Controller('api/rubrics')
@TeacherOnly()
export class RubricsController {
  constructor(private readonly rubrics: RubricsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(LibraryRubricListSchema)
  index(@CurrentUser() teacher: User): Promise<LibraryRubricList> {
    return this.rubrics.list(teacher.id);
  }

  @Post()
  @ApiAnswer(LibraryRubricSchema)
  create(@CurrentUser() teacher: User, @Body() body: RubricDto): Promise<LibraryRubric> {
    return this.rubrics.create(teacher.id, body);
  }

  /** Questions it was attached to keep their copies. */
  @Put(':rubricId')
  @ApiAnswer(LibraryRubricSchema)
  update(
    @CurrentUser() teacher: User,
    @RouteId('rubricId') id: number,
    @Body() body: RubricDto,
  ): Promise<LibraryRubric> {
    return this.rubrics.update(teacher.id, id, body);
  }

  @Delete(':rubricId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('rubricId') id: number): Promise<void> {
    return this.rubrics.remove(teacher.id, id);
  }
}
