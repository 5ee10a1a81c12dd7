import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './product';

export const GUIDE_SECTION = '## Building a remote outside this repository';
/** Where the guide's files name the platform; a test puts the running product's URL there. */
export const GUIDE_PLATFORM_URL = 'https://tutor.example.com';
export type GuideBundler = 'vite' | 'webpack';

/** The guide's section of the README. */
export function guideText(readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')): string {
  const start = readme.indexOf(GUIDE_SECTION);
  if (start < 0) throw new Error(`README.md has no "${GUIDE_SECTION}"`);
  const end = readme.indexOf('\n## ', start + GUIDE_SECTION.length);
  return readme.slice(start, end < 0 ? undefined : end);
}

/**
 * The files a team writes for `bundler`, as the guide gives them: each code block after a
 * `<!-- file: path -->` line; `vite/…` and `webpack/…` only for that bundler.
 */
export function guideFiles(bundler: GuideBundler, guide = guideText()): Map<string, string> {
  const files = new Map<string, string>();
  const block = /<!-- file: (\S+) -->\s*\n```[a-z]*\n([\s\S]*?)\n```/g;
  for (const [, path = '', content = ''] of guide.matchAll(block)) {
    const [first, ...rest] = path.split('/');
    if (first === 'vite' || first === 'webpack') {
      if (first === bundler) files.set(rest.join('/'), `${content}\n`);
    } else files.set(path, `${content}\n`);
  }
  return files;
}
