// npm run bench:s3 — seconds from an S3 put to a download, with the files in S3-compatible
// storage (moto_server on loopback, as the tests use it):
//   1. through the API: a teacher uploads 1 MB (POST /api/files, FILE_STORAGE=s3) and
//      downloads it (GET /api/files/:id, streamed from the bucket by the API);
//   2. the store alone: S3FileStorage.put, then a presigned link (FILE_DOWNLOADS=presigned)
//      fetched by the client straight from the bucket.
// Prints p50 / p95 / max of each over BENCH_RUNS (20) runs. Needs the built API and moto_server.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  apiEnv,
  cookieOf,
  freePort,
  percentile,
  startServer,
  waitForHealth,
} from './lib/http-bench.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SIZE = 1024 * 1024;
const CREDENTIALS = { accessKeyId: 'bench', secretAccessKey: 'bench-secret' };
const requireApi = createRequire(join(api, 'package.json'));
const { S3Client, CreateBucketCommand } = requireApi('@aws-sdk/client-s3');
const { S3FileStorage } = requireApi(join(api, 'dist', 'files', 's3-file-storage.service.js'));

async function startMoto() {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      await fetch(`${endpoint}/moto-api/`);
      return { endpoint, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('moto_server did not answer within 30 s');
}

/** A new teacher signed up as a browser does; the cookies and the XSRF header. */
async function register(base) {
  const page = await fetch(`${base}/api/settings`);
  const xsrf = cookieOf(page, 'XSRF-TOKEN');
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const token = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
  const res = await fetch(`${base}/registration`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': token,
    },
    body: JSON.stringify({
      stage: 2,
      email: `bench-s3-${randomUUID().slice(0, 8)}@example.com`,
      first_name: 'Вера',
      role: 1,
      phone: '8 (916) 123-45-67',
      password: 'Lantern-Otter-42',
      agree: true,
    }),
  });
  if (res.status !== 200) throw new Error(`Registration: ${res.status} ${await res.text()}`);
  const fresh = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const jar = new Map([...cookies, ...fresh].map((pair) => [pair.split('=')[0], pair]));
  // the session is new after the sign-up, and so is its XSRF token
  const now = jar.get('XSRF-TOKEN') ?? xsrf;
  return {
    cookie: [...jar.values()].join('; '),
    token: decodeURIComponent(now.slice('XSRF-TOKEN='.length)),
  };
}

/** Upload then download through the API; ms from the upload's start to the last byte. */
async function throughApi(base, browser) {
  const body = randomBytes(SIZE / 2).toString('hex');
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/plain' }), 'notes.txt');
  const started = performance.now();
  const uploaded = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { cookie: browser.cookie, 'x-xsrf-token': browser.token },
    body: form,
  });
  if (uploaded.status !== 201)
    throw new Error(`Upload: ${uploaded.status} ${await uploaded.text()}`);
  const { id } = await uploaded.json();
  const download = await fetch(`${base}/api/files/${id}`, { headers: { cookie: browser.cookie } });
  const text = await download.text();
  if (download.status !== 200 || text !== body) throw new Error(`Download: ${download.status}`);
  return performance.now() - started;
}

/** The store's put, then a presigned link fetched straight from the bucket. */
async function presigned(storage) {
  const bytes = randomBytes(SIZE);
  const key = `bench/${randomUUID()}`;
  const started = performance.now();
  await storage.put(key, bytes);
  const url = await storage.downloadUrl(key, {
    contentType: 'application/pdf',
    contentDisposition: 'attachment; filename="worksheet.pdf"',
  });
  const download = await fetch(url);
  const got = Buffer.from(await download.arrayBuffer());
  if (download.status !== 200 || !got.equals(bytes))
    throw new Error(`Presigned: ${download.status}`);
  return performance.now() - started;
}

function line(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(0)} ms`;
  return `${name.padEnd(44)} p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`;
}

const dir = mkdtempSync(join(tmpdir(), 'tutor-bench-s3-'));
const moto = await startMoto();
let server;
try {
  const bucket = `bench-${process.pid}`;
  const client = new S3Client({
    endpoint: moto.endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const s3Env = {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: moto.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    FILE_UPLOAD_RATE_LIMIT: '1000',
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = startServer(port, { ...apiEnv(dir, `sqlite:${join(dir, 'api.sqlite')}`), ...s3Env });
  await waitForHealth(base, server);
  const browser = await register(base);
  const storage = new S3FileStorage(
    {
      endpoint: moto.endpoint,
      bucket,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
      presignSeconds: 60,
    },
    'presigned',
  );
  // one of each first: connections and the SDK warm
  await throughApi(base, browser);
  await presigned(storage);
  const viaApi = [];
  const direct = [];
  for (let run = 0; run < RUNS; run += 1) {
    viaApi.push(await throughApi(base, browser));
    direct.push(await presigned(storage));
  }
  storage.onModuleDestroy();
  console.log(`S3 (moto_server on loopback), 1 MB, ${RUNS} runs each, one at a time:`);
  console.log(line('upload through the API → download through it', viaApi));
  console.log(line('put → presigned link → download', direct));
} finally {
  server?.child.kill();
  moto.child.kill();
  rmSync(dir, { recursive: true, force: true });
}
