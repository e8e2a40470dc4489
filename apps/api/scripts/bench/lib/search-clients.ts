/**
 * Two clients, each sending the default search as soon as the last one answered, in a process
 * of their own (embedded.ts forks this file): they would otherwise share the load generator's
 * event loop and slow the very measure they disturb. Told "stop" over IPC, the clients finish
 * their searches in flight and the process sends back how many there were and their median time.
 */
import { browserHeaders } from './load';

export type SearchFigures = { searches: number; median: number };

const [url] = process.argv.slice(2);
if (!url || !process.send) throw new Error('search-clients runs as a child: fork(it, [serverUrl])');

let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});

const timings: number[] = [];
async function loop() {
  while (running) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/tutors`, { headers: browserHeaders });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a search answered ${response.status}`);
    timings.push(performance.now() - started);
  }
}

await Promise.all([loop(), loop()]);
const sorted = timings.sort((a, b) => a - b);
const figures: SearchFigures = {
  searches: sorted.length,
  median: sorted[Math.floor(sorted.length / 2)] ?? 0,
};
process.send(figures, () => process.disconnect());
