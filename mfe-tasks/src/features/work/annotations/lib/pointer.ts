/** A point of the page as shares of its width and height (0..1), rounded to 4 places. */
export function pagePoint(
  event: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): [number, number] {
  const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
  return [
    share((event.clientX - box.left) / box.width),
    share((event.clientY - box.top) / box.height),
  ];
}

/** Whether two page points are far enough apart to add the second to a stroke. */
export function farEnough(points: readonly number[], x: number, y: number): boolean {
  const lastX = points[points.length - 2];
  const lastY = points[points.length - 1];
  if (lastX === undefined || lastY === undefined) return true;
  return Math.hypot(x - lastX, y - lastY) > 0.002;
}
