// A stand-in SMS gateway for scripts/prod-smoke.sh: accepts `POST /sms` with the bearer token the servers are given
// and appends each JSON body as one line to the file named by its third argument, so the smoke can see what reached it.
//
//   node scripts/fake-sms-gateway.mjs PORT TOKEN RECEIVED_FILE
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, token, receivedFile] = process.argv.slice(2);
if (!port || !token || !receivedFile) {
  console.error('usage: node scripts/fake-sms-gateway.mjs PORT TOKEN RECEIVED_FILE');
  process.exit(2);
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method !== 'POST' || request.url !== '/sms') return response.writeHead(404).end();
    if (request.headers.authorization !== `Bearer ${token}`) return response.writeHead(401).end();
    let message;
    try {
      message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return response.writeHead(400).end();
    }
    appendFileSync(receivedFile, `${JSON.stringify(message)}\n`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `fake-${Date.now()}` }));
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`fake SMS gateway on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
