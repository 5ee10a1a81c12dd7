import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkCss, formatCssWarning } from './css-check';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One line per selector of the CSS files under `dir` (a build's output) that is global. */
export function checkCssFolder(dir: string): string[] {
  return cssFiles(dir).flatMap((file) =>
    checkCss(readFileSync(file, 'utf8')).map((warning) =>
      formatCssWarning(relative(dir, file), warning),
    ),
  );
}
