import type { INestApplication } from '@nestjs/common';
import { FileStorage, StoredBytesMissingError } from '../file-storage';

/** Whether the app's FileStorage (disk or S3) has bytes under the key. */
export async function hasStoredBytes(app: INestApplication, key: string): Promise<boolean> {
  try {
    (await app.get(FileStorage).read(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof StoredBytesMissingError) return false;
    throw error;
  }
}
