import { Controller, Get, Header, Res } from '@nestjs/common';
import type { AppSettings } from '@tutor/contracts';
import type { Response } from 'express';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { SettingsService } from './settings.service';

@Controller('api/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Public: the login page needs it before anyone signs in. Role names follow the language. */
  @Get()
  @Header('Cache-Control', 'no-cache')
  get(@RequestLocale() locale: Locale, @Res({ passthrough: true }) res: Response): AppSettings {
    res.vary('Accept-Language');
    return this.settings.settings(locale);
  }
}
