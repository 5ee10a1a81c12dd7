import { createServer, type Server } from 'node:net';
import { DataSource } from 'typeorm';
import { loadAppConfig } from '../../config/load-app-config';
import { ReadReplica } from './read-replica.service';

/** PostgreSQL only (DATABASE_URL); a real replica is proven in the multi suite. */
const primaryUrl = process.env.DATABASE_URL;
const onPostgres = primaryUrl?.startsWith('postgres') === true;

/** A port where nothing answers the PostgreSQL protocol: connections are closed at once. */
async function deadPort(): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

(onPostgres ? describe : describe.skip)('heavy reads with replicas that are not fit', () => {
  let primary: DataSource;
  let dead: Server;

  beforeAll(async () => {
    primary = await new DataSource({ type: 'postgres', url: primaryUrl }).initialize();
    dead = await deadPort();
  });

  afterAll(async () => {
    await primary.destroy();
    await new Promise((resolve) => dead.close(resolve));
  });

  async function readingWith(replicaUrl: string): Promise<DataSource> {
    const config = loadAppConfig({ DATABASE_URL: primaryUrl, DATABASE_REPLICA_URLS: replicaUrl });
    const replicas = new ReadReplica(primary, config);
    await replicas.onModuleInit();
    try {
      return await replicas.read((source) => Promise.resolve(source), 0);
    } finally {
      await replicas.onModuleDestroy();
    }
  }

  it('reads the primary when the "replica" is a server that replays nothing', async () => {
    expect(await readingWith(String(primaryUrl))).toBe(primary);
  });

  it('reads the primary when the replica cannot be reached', async () => {
    const address = dead.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    expect(await readingWith(`postgres://root@127.0.0.1:${port}/none`)).toBe(primary);
  });
});
