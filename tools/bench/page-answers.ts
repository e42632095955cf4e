import type { BenchApp } from './bench-app.js';
import { median } from './load.js';

const REQUESTS = 200;

/**
 * Issue 17, decision 0057: what writing a visitor's first answers into the member site's page costs
 * the server, warm. The median time to fetch the home page (seven answers made through the routes)
 * and another page (three), side by side with a static file of the build, over the same sockets.
 */
export async function benchPageAnswers(target: BenchApp): Promise<string[]> {
  const medianOf = async (path: string) => {
    const times: number[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      const started = performance.now();
      const response = await fetch(`${target.baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    return median(times);
  };
  // Warm: the first page after a start fills the answer caches.
  await medianOf('/');
  const file = await medianOf('/boot.js');
  const home = await medianOf('/');
  const other = await medianOf('/promotions');
  return [
    `  the page with a visitor's first answers (p50 of ${REQUESTS}, warm): / ${home.toFixed(2)} ms, /promotions ${other.toFixed(2)} ms, a static file ${file.toFixed(2)} ms: ratio ${(home / file).toFixed(1)}x and ${(other / file).toFixed(1)}x a static file`,
  ];
}
