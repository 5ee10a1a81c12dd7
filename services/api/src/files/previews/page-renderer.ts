import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fork } from 'node:child_process';
import { Injectable } from '@nestjs/common';
import type { PageJob, PageJobResult } from './page-render.job';

/** Width of a page PNG; images narrower than this keep their size. */
export const PAGE_WIDTH = 1240;
/** A page taller than this many widths is scaled down to fit (a long strip, a poster). */
const MAX_HEIGHT = PAGE_WIDTH * 3;
/** A render taking longer ends the thread: the file gets no preview. */
const RENDER_TIMEOUT_MS = 20_000;
/** Renders running at once; others wait their turn. */
const MAX_RUNNING = 2;

const CUT_OFF: PageJobResult = { pages: 0, transient: true };
const NO_PREVIEW: PageJobResult = { pages: 0 };
/** Heap of a render process. */
const MAX_MEMORY_MB = 512;

/** The built render script (.mjs, next to the built service) or its source under Jest. */
function workerPath(): string {
  const built = join(__dirname, 'page-render.worker.mjs');
  return existsSync(built) ? built : join(__dirname, 'page-render.worker.mts');
}

function pdfjsDir(folder: string): string {
  return `${join(dirname(require.resolve('pdfjs-dist/package.json')), folder)}/`;
}

export type PageRenderRequest = Pick<PageJob, 'kind' | 'page' | 'watermark'> & {
  bytes: Buffer;
};

/**
 * Runs page renders in child processes with a time and memory bound; hostile or broken bytes
 * (or a render past the timeout) give `{ pages: 0 }`, never an error.
 */
@Injectable()
export class PageRenderer {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly dirs = { fontsDir: pdfjsDir('standard_fonts'), wasmDir: pdfjsDir('wasm') };

  async render(request: PageRenderRequest): Promise<PageJobResult> {
    await this.turn();
    try {
      return await this.run({
        ...request,
        bytes: request.bytes,
        width: PAGE_WIDTH,
        maxHeight: MAX_HEIGHT,
        ...this.dirs,
      });
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < MAX_RUNNING) {
      this.running += 1;
      return;
    }
    // The finishing render hands its place over: running stays counted.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private run(job: PageJob): Promise<PageJobResult> {
    return new Promise((resolve) => {
      const child = fork(workerPath(), [], {
        serialization: 'advanced',
        execArgv: [`--max-old-space-size=${MAX_MEMORY_MB}`],
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      let settled = false;
      const done = (result: PageJobResult): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
        if (child.exitCode === null) child.kill('SIGKILL');
      };
      const timer = setTimeout(() => done(CUT_OFF), RENDER_TIMEOUT_MS);
      child.once('message', (result: PageJobResult) => done(result));
      child.once('error', () => done(CUT_OFF));
      // Ended without an answer: the bytes crashed the renderer, and will again.
      child.once('exit', () => done(NO_PREVIEW));
      child.send(job);
    });
  }
}
