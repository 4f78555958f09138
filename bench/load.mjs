// A closed-loop HTTP load generator on raw keep-alive sockets: each connection sends one GET, waits for the whole
// answer (Content-Length framed, as the API answers), and sends the next. Far lighter than http.Agent, so on a 2-core
// machine the server, not the client, is what gets measured.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * `connections` sockets looping on `url` for `seconds`: requests per second, p50 and p99 in ms, failures (and the first
 * one's head). `url` may be a function of the request's number, for a different URL each time (all on one host).
 */
export async function loadTest(url, { headers = {}, connections = 50, seconds = 8 } = {}) {
  const urlOf = typeof url === 'function' ? url : () => url;
  const { hostname, port } = new URL(urlOf(0));
  const requestOf = (n) => {
    const { pathname, search } = new URL(urlOf(n));
    const lines = [`GET ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  };
  const fixed = typeof url === 'function' ? null : requestOf(0);
  let sent = 0;
  const latencies = [];
  let failures = 0;
  let firstFailure = ''; // the head of the first answer that was not a 200, to say what failed
  const until = Date.now() + seconds * 1000;

  const loop = () =>
    new Promise((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let buffered = Buffer.alloc(0);
      let need = -1; // bytes of the whole answer, once its head is in
      let succeeded = false;
      let begun = 0n;
      const send = () => {
        if (Date.now() >= until) {
          socket.end();
          return resolve();
        }
        begun = process.hrtime.bigint();
        socket.write(fixed ?? requestOf(sent));
        sent++;
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        if (need < 0) {
          const end = buffered.indexOf(HEADER_END);
          if (end < 0) return;
          const head = buffered.subarray(0, end).toString('latin1');
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length) throw new Error(`An answer without Content-Length: ${head.split('\r\n')[0]}`);
          succeeded = head.startsWith('HTTP/1.1 200');
          if (!succeeded && failures++ === 0) firstFailure = head;
          need = end + HEADER_END.length + Number(length[1]);
        }
        if (buffered.length < need) return;
        // A failed answer is not a request served: it counts in neither the rate nor the latencies.
        if (succeeded) latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
        buffered = buffered.subarray(need);
        need = -1;
        send();
      });
      let failed = false;
      socket.on('error', (error) => {
        failed = true;
        if (failures++ === 0) firstFailure = String(error);
        resolve();
      });
      // Closed by the server before the time was up (a request timeout, a restart): this connection is done, and it
      // failed. Without it the run waited for an answer that could never come.
      socket.on('close', () => {
        if (!failed && Date.now() < until && failures++ === 0) firstFailure = 'connection closed by the server';
        resolve();
      });
    });

  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures, firstFailure };
}
