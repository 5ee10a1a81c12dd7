let keys = 0;

/** A list key for a new question or mark; called from event handlers, never in render. */
export function newKey(): string {
  keys += 1;
  return `k${keys}`;
}
