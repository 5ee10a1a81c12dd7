import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { EnvSource } from '../../config/env.validation';
import { waitUntil } from '../../testing/wait-until';

/** moto_server (Python's moto) on loopback: an S3 for the tests, gone when stopped. */
export interface MotoServer {
  endpoint: string;
  /** The settings of an S3 store on a new, empty bucket of this server. */
  bucketEnv(): Promise<EnvSource>;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'moto', secretAccessKey: 'moto-secret' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    await fetch(`${endpoint}/moto-api/`);
    return true;
  } catch {
    return false;
  }
}

export async function startMotoServer(): Promise<MotoServer> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  await waitUntil('moto_server answering', () => answers(endpoint), Boolean, 30_000).catch(
    (error: unknown) => {
      child.kill();
      throw error;
    },
  );
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  let buckets = 0;
  return {
    endpoint,
    async bucketEnv() {
      buckets += 1;
      const bucket = `test-${process.pid}-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
