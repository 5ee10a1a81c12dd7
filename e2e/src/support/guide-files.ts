import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './product';

/** The outside teams' guide, which this test follows to the letter. */
export const GUIDE_FILE = 'docs/federation.md';
export const GUIDE_SECTION = '## Building a remote outside this repository';
/** Where the guide's files name the platform; a test puts the running product's URL there. */
export const GUIDE_PLATFORM_URL = 'https://tutor.example.com';
export type GuideBundler = 'vite' | 'webpack';

/** The guide's section of its page. */
export function guideText(page = readFileSync(join(REPO_ROOT, GUIDE_FILE), 'utf8')): string {
  const start = page.indexOf(GUIDE_SECTION);
  if (start < 0) throw new Error(`${GUIDE_FILE} has no "${GUIDE_SECTION}"`);
  const end = page.indexOf('\n## ', start + GUIDE_SECTION.length);
  return page.slice(start, end < 0 ? undefined : end);
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
