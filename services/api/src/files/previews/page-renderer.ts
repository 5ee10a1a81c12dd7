import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

/** The built worker (.mjs, next to the built service) or its source under Jest. */
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
 * Runs page renders in worker threads with a time and memory bound; hostile or broken bytes
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
      const worker = new Worker(workerPath(), {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: 512 },
        stdout: true,
        stderr: true,
      });
      const done = (result: PageJobResult): void => {
        clearTimeout(timer);
        resolve(result);
        void worker.terminate();
      };
      const timer = setTimeout(() => done(CUT_OFF), RENDER_TIMEOUT_MS);
      worker.once('message', (result: PageJobResult) => done(result));
      worker.once('error', () => done(CUT_OFF));
      worker.once('exit', () => done(CUT_OFF));
    });
  }
}
