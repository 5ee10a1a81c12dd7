import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@tutor/contracts';
import type { ValidationError } from 'class-validator';
import { fieldError } from '../common/validation/field-error';
import { normalizePhone } from '../common/validation/phone';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { isOperator } from '../access/operators';
import { AppConfig } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';
import { toSessionUser } from '../users/session-user';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { validateBody } from './validate-body';

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The name and phone of the signed-in user. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: SocialAccountsService,
    private readonly settings: SettingsService,
    private readonly config: AppConfig,
  ) {}

  /** Saves the name and the phone (normalised); a phone the role requires cannot be cleared. */
  async update(user: User, body: unknown): Promise<SessionUser> {
    const { dto, errors, failed } = await validateBody(UpdateProfileDto, body);
    const all: ValidationError[] = [...errors];
    const phoneRequired = this.settings.role(user.role)?.phone_required === true;
    if (phoneRequired && blank(dto.phone) && !failed.has('phone')) {
      all.push(fieldError('phone', dto.phone, 'isNotEmpty', 'validation.required'));
    }
    if (all.length > 0) throw new ValidationFailedException(all);
    const phone = blank(dto.phone) ? null : (normalizePhone(dto.phone ?? '') ?? null);
    await this.users.updateProfile(user.id, { firstName: dto.first_name, phone });
    const saved = { ...user, firstName: dto.first_name, phone } satisfies User;
    const accounts = await this.accounts.listOfUser(user.id);
    return toSessionUser(saved, accounts, isOperator(this.config, saved));
  }
}
