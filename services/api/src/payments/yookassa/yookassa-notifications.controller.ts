import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/access/public.decorator';
import { SkipCsrf } from '../../sessions/skip-csrf.decorator';
import { clientIp } from '../../throttle/client-ip';
import { YooKassaNotificationDto } from '../dto/yookassa-notification.dto';
import { YooKassaNotifications } from './yookassa-notifications.service';
import { YooKassaSenderGuard } from './yookassa-sender.guard';

/** YooKassa's HTTP notifications (set this URL in the shop's settings). */
@Controller('api/payments/yookassa')
export class YooKassaNotificationsController {
  constructor(private readonly notifications: YooKassaNotifications) {}

  /**
   * Public and without XSRF (YooKassa calls it), but only from YooKassa's addresses: 403
   * for any other sender. Answers 200 with no body once the notification is stored.
   */
  @Post('notifications')
  @Public()
  @SkipCsrf()
  @UseGuards(YooKassaSenderGuard)
  @HttpCode(HttpStatus.OK)
  async receive(@Body() notification: YooKassaNotificationDto, @Req() req: Request): Promise<void> {
    await this.notifications.receive(notification, req.body, clientIp(req));
  }
}
