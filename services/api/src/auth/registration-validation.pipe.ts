import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { fieldError, inFieldOrder } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { VALIDATOR_OPTIONS } from '../common/validation/validation.pipe';
import { SettingsService } from '../settings/settings.service';
import { normalizePhone } from '../common/validation/phone';
import { UsersService } from '../users/users.service';
import { RegistrationDto } from './dto/registration.dto';
import { checkRole, isBlank, isBody, requiredPhoneError } from './role-rules';

/** A registration every rule accepted, normalised: lowercase email, stored phone form. */
export interface ValidRegistration {
  email: string;
  firstName: string;
  role: number;
  phone: string | null;
  password: string;
  /** A teacher's invite code the new user came with. */
  invite: string | null;
  /** A teacher's referral code the new user came with. */
  ref: string | null;
}

const FIELD_ORDER = ['email', 'first_name', 'role', 'phone', 'password', 'agree', 'invite', 'ref'];

/**
 * Validates a registration with every rule at once, so one 422 lists all fields: the
 * DTO's rules plus the role, the phone its role requires and a unique email.
 */
@Injectable()
export class RegistrationValidationPipe implements PipeTransform<
  unknown,
  Promise<ValidRegistration>
> {
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
  ) {}

  async transform(body: unknown): Promise<ValidRegistration> {
    const dto = plainToInstance(RegistrationDto, isBody(body) ? body : {});
    const errors = await validate(dto, VALIDATOR_OPTIONS);
    const failed = new Set(errors.map((error) => error.property));
    const { role, error: roleError } = checkRole(this.settings, dto.role);
    const more = [roleError, requiredPhoneError(role, dto.phone, failed.has('phone'))];
    if (!failed.has('email') && (await this.users.findByEmail(dto.email)) !== null) {
      more.push(fieldError('email', dto.email, 'isUnique', 'validation.unique'));
    }
    const all = [...errors, ...more.filter((e): e is ValidationError => e !== undefined)];
    if (all.length > 0 || role === undefined) {
      throw new ValidationFailedException(inFieldOrder(all, FIELD_ORDER));
    }
    return {
      email: dto.email.toLowerCase(),
      firstName: dto.first_name,
      role: role.id,
      phone: isBlank(dto.phone) ? null : (normalizePhone(dto.phone ?? '') ?? null),
      password: dto.password,
      invite: dto.invite ?? null,
      ref: isBlank(dto.ref) ? null : (dto.ref ?? null),
    };
  }
}
