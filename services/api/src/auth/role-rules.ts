import type { ValidationError } from 'class-validator';
import { fieldError } from '../common/validation/field-error';
import type { RoleConfig } from '../config/roles-config';
import type { SettingsService } from '../settings/settings.service';

/** The rules of the role and phone fields, shared by registration and stage 3. */

export function isBody(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isBlank(value: unknown): boolean {
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

/** Missing, '' or 0 → required; anything but a configured role id → invalid. */
export function checkRole(
  settings: SettingsService,
  value: unknown,
): { role?: RoleConfig; error?: ValidationError } {
  if (isBlank(value) || roleId(value) === 0) {
    return { error: fieldError('role', value, 'isNotEmpty', 'validation.required') };
  }
  const id = roleId(value);
  const role = id === undefined ? undefined : settings.role(id);
  return role === undefined
    ? { error: fieldError('role', value, 'isIn', 'validation.in') }
    : { role };
}

/** The phone a role requires (phone_required) must be given; its format is the DTO's rule. */
export function requiredPhoneError(
  role: RoleConfig | undefined,
  phone: unknown,
  phoneFailed: boolean,
): ValidationError | undefined {
  if (role?.phone_required !== true || !isBlank(phone) || phoneFailed) return undefined;
  return fieldError('phone', phone, 'isNotEmpty', 'validation.required');
}
