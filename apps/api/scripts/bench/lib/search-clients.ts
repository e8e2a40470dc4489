/**
 * Two clients, each sending the default search as soon as the last one answered, in a process
 * of their own (embedded.ts forks this file): they would otherwise share the load generator's
 * event loop and slow the very measure they disturb. They stand for browsers on other machines,
 * so they cost this machine as little as they can: plain node:http on kept-alive connections,
 * the compressed answer read and dropped, not decoded (the server still compresses it, as for
 * a browser). Once both have had an answer the process sends "running", so that its own start
 * (Node and the TypeScript loader) is not measured; told "stop", the clients finish their
 * searches in flight and the process sends back how many there were and their median time.
 */
import { Agent, request } from 'node:http';
import { browserHeaders } from './load';

export type SearchFigures = { searches: number; median: number };

const [url] = process.argv.slice(2);
if (!url || !process.send) throw new Error('search-clients runs as a child: fork(it, [serverUrl])');
const send = process.send.bind(process);

let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});

const agent = new Agent({ keepAlive: true, maxSockets: 2 });
const searchUrl = new URL('/api/v1/tutors', url);

/** One search; resolves once its answer has been read to the end. */
function search() {
  return new Promise<void>((resolve, reject) => {
    const sent = request(searchUrl, { agent, headers: browserHeaders }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`a search answered ${response.statusCode}`));
      }
      response.resume();
      response.once('end', resolve);
    });
    sent.once('error', reject);
    sent.end();
  });
}

const timings: number[] = [];
let answered = 0;
async function loop() {
  await search();
  answered += 1;
  if (answered === 2) send('running');
  while (running) {
    const started = performance.now();
    await search();
    timings.push(performance.now() - started);
  }
}

await Promise.all([loop(), loop()]);
agent.destroy();
const sorted = timings.sort((a, b) => a - b);
const figures: SearchFigures = {
  searches: sorted.length,
  median: sorted[Math.floor(sorted.length / 2)] ?? 0,
};
send(figures, () => process.disconnect());
