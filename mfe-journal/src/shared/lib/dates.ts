/** The month (YYYY-MM, UTC like the API's statements) a moment falls in. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}
