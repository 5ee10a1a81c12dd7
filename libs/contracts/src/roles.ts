/** Role ids as the spec uses them: the asStudent flag presets role 2. */
export const ROLE_TEACHER = 1;
export const ROLE_STUDENT = 2;
/** "0 means unselected" in the login form. */
export const ROLE_UNSELECTED = 0;

export interface RoleSetting {
  id: number;
  name: string;
  phone_required: boolean;
}
