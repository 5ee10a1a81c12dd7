// The floor of bench:api and bench:catalogue: a bare node:http server that answers every GET
// with one fixed JSON body (read from the file named in argv[2]). Whatever the API
// does beyond this is the API's cost; its req/s as a share of this one's is the figure.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.argv[2]);
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
