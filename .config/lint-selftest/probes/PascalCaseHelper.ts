// A .ts file named in PascalCase: refused (kebab-case; only a component's .tsx may be PascalCase).
export const probe = 1;
