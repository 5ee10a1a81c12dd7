import { Injectable } from '@nestjs/common';
import type { AppSettings, FileLimits, RoleSetting } from '@tutor/contracts';
import { AppConfig } from '../config/app-config';
import type { RoleConfig } from '../config/roles-config';
import { enabledProviders } from '../config/oauth-config';
import { pickText, type Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { DEFAULT_ROLES } from './default-roles';

@Injectable()
export class SettingsService {
  constructor(private readonly config: AppConfig) {}

  /** The spec's app settings, with texts in the request's language. */
  settings(locale: Locale): AppSettings {
    return {
      oauth: enabledProviders(this.config.oauth),
      roles: this.roles(locale),
      logo: this.config.logoUrl,
      logo_title: this.config.logoTitle ?? translate('app.title', locale),
      referral_price_rub: this.config.subscriptions.referralPriceRub,
      files: this.fileLimits(),
    };
  }

  /** The upload limits POST /api/files enforces, for the file inputs of the pages. */
  fileLimits(): FileLimits {
    const { maxMb, types, quotaMb } = this.config.files;
    return { max_mb: maxMb, types: [...types], quota_mb: quotaMb };
  }

  roles(locale: Locale): RoleSetting[] {
    return this.roleConfigs().map(({ id, name, phone_required }) => ({
      id,
      name: pickText(name, locale),
      phone_required,
    }));
  }

  /** A configured role by id; undefined for an id no role has. */
  role(id: number): RoleConfig | undefined {
    return this.roleConfigs().find((role) => role.id === id);
  }

  private roleConfigs(): readonly RoleConfig[] {
    return this.config.roles ?? DEFAULT_ROLES;
  }
}
