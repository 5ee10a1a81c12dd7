import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import { Public } from '../common/access/public.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { text } from '../common/openapi/json-schema';
import {
  NotificationPreferencesSchema,
  NotificationsPageSchema,
  NotificationsUnreadSchema,
} from '../common/openapi/schemas/notifications.schema';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import type { User } from '../users/user.entity';
import { MarkReadDto } from './dto/mark-read.dto';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { NotificationsQueryDto } from './dto/notifications-query.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto';
import {
  NotificationPreferences,
  type NotificationPreferencesView,
} from './notification-preferences.service';
import {
  NOTIFICATIONS_PER_PAGE,
  NotificationsService,
  type NotificationsPage,
} from './notifications.service';
import { unsubscribePage } from './unsubscribe-page';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** The bell's list, marking read, mail preferences and the mail's unsubscribe link. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferences,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  /** Newest first, of one kind or only unread if asked. The bell polls it, so it also keeps the language mail is written in. */
  @Get()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(NotificationsPageSchema)
  async list(
    @CurrentUser() user: User,
    @Query() query: NotificationsQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<NotificationsPage> {
    await this.preferences.rememberLocale(user.id, locale);
    const { page = 1, per_page: perPage = NOTIFICATIONS_PER_PAGE, kind, unread } = query;
    return this.notifications.page(user, page, perPage, { kind, unread });
  }

  @Post('read')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiAnswer(NotificationsUnreadSchema)
  read(@CurrentUser() user: User, @Body() body: MarkReadDto): Promise<{ unread: number }> {
    return this.notifications.markRead(user, body.all === true ? 'all' : (body.ids ?? []));
  }

  @Get('preferences')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(NotificationPreferencesSchema)
  preferencesOf(@CurrentUser() user: User): Promise<NotificationPreferencesView> {
    return this.preferences.view(user);
  }

  @Put('preferences')
  @SignedIn()
  @ApiAnswer(NotificationPreferencesSchema)
  async change(
    @CurrentUser() user: User,
    @Body() body: NotificationPreferencesDto,
    @RequestLocale() locale: Locale,
  ): Promise<NotificationPreferencesView> {
    await this.preferences.rememberLocale(user.id, locale);
    return this.preferences.change(user, body);
  }

  /**
   * The link in every mail: that kind's mail off for that user, said on a page in the
   * mail's language (a refused link: in the browser's).
   */
  @Get('unsubscribe')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(
    text({ description: 'a page saying the mail is off, or that the link is invalid' }),
    'text/html',
  )
  async unsubscribe(
    @Query() query: UnsubscribeQueryDto,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const claim = this.tokens.verify(query.token);
    res.type('html');
    if (claim === undefined) {
      res.status(HttpStatus.FORBIDDEN);
      return unsubscribePage({ locale, done: false });
    }
    await this.preferences.turnOff(claim.userId, claim.kind);
    // In the language of the mail the link came in.
    const mailLocale = await this.preferences.localeOf(claim.userId);
    return unsubscribePage({ locale: mailLocale, done: true, kind: claim.kind });
  }
}
