import { Controller, Get, Header, Query } from '@nestjs/common';
import type { Calendar } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { SignedIn } from '../../access/route-access';
import type { User } from '../../users/user.entity';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { CalendarSchema } from '../../common/openapi/schemas/calendar.schema';
import { CalendarQueryDto } from '../dto/calendar-query.dto';
import { DeadlineCalendar } from './deadline-calendar.service';

/** The calendar of deadlines: a student's works, a teacher's sent tasks. */
@Controller('api/calendar')
export class DeadlineCalendarController {
  constructor(private readonly calendar: DeadlineCalendar) {}

  @Get()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(CalendarSchema)
  read(@CurrentUser() user: User, @Query() query: CalendarQueryDto): Promise<Calendar> {
    return this.calendar.read(user, query);
  }
}
