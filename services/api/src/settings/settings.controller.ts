import { Controller, Get, Header, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { AppSettings } from '@tutor/contracts';
import type { Response } from 'express';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { SettingsService } from './settings.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { AppSettingsSchema } from '../common/openapi/schemas/account.schema';

@Public()
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Public: the login page needs it before anyone signs in. Role names follow the language. */
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(AppSettingsSchema)
  get(@RequestLocale() locale: Locale, @Res({ passthrough: true }) res: Response): AppSettings {
    res.vary('Accept-Language');
    return this.settings.settings(locale);
  }
}
