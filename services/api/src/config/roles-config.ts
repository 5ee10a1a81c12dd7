import { isLocale, type LocalizedText } from '../i18n/locale';

/** A role as configured: its name is one text or one per language. */
export interface RoleConfig {
  id: number;
  name: string | LocalizedText;
  phone_required: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseName(value: unknown): string | LocalizedText | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (!isRecord(value)) return undefined;
  const text: LocalizedText = {};
  for (const [key, name] of Object.entries(value)) {
    if (!isLocale(key) || typeof name !== 'string' || name.trim() === '') return undefined;
    text[key] = name;
  }
  return Object.keys(text).length > 0 ? text : undefined;
}

function parseRole(value: unknown): RoleConfig | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, phone_required } = value;
  const parsedName = parseName(name);
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return undefined;
  if (parsedName === undefined || typeof phone_required !== 'boolean') return undefined;
  return { id, name: parsedName, phone_required };
}

/** Parses ROLES; undefined when it is not a non-empty array of valid roles with unique ids. */
export function parseRoles(json: string): RoleConfig[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const roles = value.map(parseRole);
  if (roles.some((role) => role === undefined)) return undefined;
  const valid = roles.filter((role): role is RoleConfig => role !== undefined);
  return new Set(valid.map((role) => role.id)).size === valid.length ? valid : undefined;
}
