/**
 * The PostgreSQL database of one Jest worker: `<database>_w<worker>` beside the run's
 * DATABASE_URL, so workers run test files side by side and each file still sees a database
 * no other file touches at the same time.
 */
export function workerDatabaseUrl(runUrl: string, workerId: string | number): string {
  const url = new URL(runUrl);
  url.pathname = `${workerDatabaseName(runUrl)}_w${workerId}`;
  return url.toString();
}

export function workerDatabaseName(runUrl: string): string {
  const name = decodeURIComponent(new URL(runUrl).pathname.slice(1));
  return name === '' ? 'postgres' : name;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}
