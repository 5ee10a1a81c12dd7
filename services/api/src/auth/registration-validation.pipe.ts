import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { fieldError, inFieldOrder } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { VALIDATOR_OPTIONS } from '../common/validation/validation.pipe';
import type { RoleConfig } from '../config/roles-config';
import { SettingsService } from '../settings/settings.service';
import { normalizePhone } from '../users/phone';
import { UsersService } from '../users/users.service';
import { RegistrationDto } from './dto/registration.dto';

/** A registration every rule accepted, normalised: lowercase email, stored phone form. */
export interface ValidRegistration {
  email: string;
  firstName: string;
  role: number;
  phone: string | null;
  password: string;
}

const FIELD_ORDER = ['email', 'first_name', 'role', 'phone', 'password', 'agree'];

function isBody(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A role id as a form sends it: 2 or '2'. */
function roleId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return undefined;
}

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
    const { role, error: roleError } = this.checkRole(dto.role);
    const more = [roleError];
    if (role?.phone_required === true && isBlank(dto.phone) && !failed.has('phone')) {
      more.push(fieldError('phone', dto.phone, 'isNotEmpty', 'validation.required'));
    }
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
    };
  }

  /** Missing, '' or 0 → required; anything but a configured role id → invalid. */
  private checkRole(value: unknown): { role?: RoleConfig; error?: ValidationError } {
    if (isBlank(value) || roleId(value) === 0) {
      return { error: fieldError('role', value, 'isNotEmpty', 'validation.required') };
    }
    const id = roleId(value);
    const role = id === undefined ? undefined : this.settings.role(id);
    return role === undefined
      ? { error: fieldError('role', value, 'isIn', 'validation.in') }
      : { role };
  }
}
