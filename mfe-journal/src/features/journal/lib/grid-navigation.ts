/** A cell of the grid: its row and column (0-based, over the data cells). */
export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the active cell (arrows, Home/End in the row, Ctrl+Home/End in the
 * grid, PageUp/PageDown by `page` rows); undefined for a key the grid does not handle.
 */
export function moveCell(
  at: GridPosition,
  key: string,
  size: { rows: number; cols: number },
  ctrl = false,
  page = 10,
): GridPosition | undefined {
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    col: Math.max(0, Math.min(size.cols - 1, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(size.rows - 1, size.cols - 1) : clamp(at.row, size.cols - 1);
    case 'PageUp':
      return clamp(at.row - page, at.col);
    case 'PageDown':
      return clamp(at.row + page, at.col);
    default:
      return undefined;
  }
}
