import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { OpenApiDocumentService } from './openapi-document.service';

/**
 * Writes the API's OpenAPI document to the file named by the first argument, from an app
 * created on a scratch SQLite file and never listening (npm run openapi uses it).
 */
async function printOpenApi(target: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const app = await createApp({
      env: {
        LOG_LEVEL: 'silent',
        DATABASE_URL: `sqlite:${join(scratch, 'data.sqlite')}`,
        SESSION_SECRET: 'openapi-document-only-0123456789',
        MAIL_DIR: join(scratch, 'mail'),
        FILES_DIR: join(scratch, 'files'),
      },
    });
    try {
      const document = app.get(OpenApiDocumentService).document();
      writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const target = process.argv[2];
if (target === undefined) {
  console.error('usage: node dist/openapi/print-openapi.js <file.json>');
  process.exitCode = 2;
} else {
  printOpenApi(target).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
