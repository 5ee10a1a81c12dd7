/**
 * Paths (`questions.0.text`) of the strings holding a NUL character. PostgreSQL's text
 * refuses NUL, so every body and query is checked once for it, whatever its DTO says.
 */
export function nulPaths(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, join(path, String(index)), found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(join(path, key.replaceAll('\u0000', '')));
      else nulPaths(item, join(path, key), found);
    }
  }
  return found;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
