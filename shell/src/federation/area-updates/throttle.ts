/** At most one check per `intervalMs`; a forced one (the tab shown again) always runs. */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last: number | undefined;
  return (force = false): boolean => {
    const at = now();
    if (!force && last !== undefined && at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
