import { bool, int, object, text, type Static } from './schema';

/** Role ids as the spec uses them: the asStudent flag presets role 2. */
export const ROLE_TEACHER = 1;
export const ROLE_STUDENT = 2;
/** "0 means unselected" in the login form. */
export const ROLE_UNSELECTED = 0;

/** A role the login form offers (GET /api/settings). */
export const RoleSettingSchema = object({ id: int(), name: text(), phone_required: bool() });
export type RoleSetting = Static<typeof RoleSettingSchema>;
