/** The spec's password minimum (8) and a bound no real password reaches; every password field uses both. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
