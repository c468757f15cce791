/**
 * A rush of buyers whose pages are already open: every buyer's keep-alive connection is made first and has
 * carried one request (as the page it shows did), then all requests are written at once, so what is measured
 * is the server answering them, not the load generator opening two thousand connections (which alone caps a
 * one-shot autocannon run near 600 answers/s on two cores), nor the server accepting them (a connection is
 * open for the client once the kernel has queued it, before the server has taken it). Minimal HTTP/1.1 over
 * `net`: the server answers each with a Content-Length body.
 */
import net from 'node:net';

export interface RushAnswer {
  body: string;
  /** Milliseconds from the moment all requests were written to this answer's last byte. */
  at: number;
  /** Milliseconds from this request's write to its answer. */
  latency: number;
}

const connect = (host: string, port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect({ host, port, noDelay: true }, () => resolve(s));
    s.once('error', reject);
  });

/** Reads one HTTP response with a Content-Length body from `s`. */
const answerOf = (s: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let buf = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buf.subarray(0, end).toString('latin1');
      const len = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
      if (!Number.isFinite(len)) return reject(new Error(`rush: an answer without Content-Length: ${head.slice(0, 200)}`));
      if (buf.length < end + 4 + len) return;
      s.off('data', onData);
      resolve(buf.subarray(end + 4, end + 4 + len).toString('utf8'));
    };
    s.on('data', onData);
    s.once('error', reject);
    s.once('close', () => reject(new Error('rush: connection closed before its answer')));
  });

/** POSTs `bodies[i]` (form-encoded) to `url` from buyer i, all at once over connections opened beforehand. */
export const rush = async (url: string, bodies: readonly string[]): Promise<RushAnswer[]> => {
  const u = new URL(url);
  const sockets: net.Socket[] = [];
  // Opened 200 at a time: a burst beyond the listen backlog would wait for SYN retries.
  for (let i = 0; i < bodies.length; i += 200)
    sockets.push(...(await Promise.all(bodies.slice(i, i + 200).map(() => connect(u.hostname, Number(u.port))))));
  try {
    // The page each buyer has open: one request per connection, answered before the rush.
    const opened = `GET /api/health HTTP/1.1\r\nHost: ${u.host}\r\n\r\n`;
    for (let i = 0; i < sockets.length; i += 200)
      await Promise.all(
        sockets.slice(i, i + 200).map((s) => {
          const answer = answerOf(s);
          s.write(opened);
          return answer;
        }),
      );
    const requests = bodies.map(
      (b) =>
        `POST ${u.pathname} HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(b)}\r\n\r\n${b}`,
    );
    const started = performance.now();
    const answers = sockets.map((s, i) => {
      const sent = performance.now();
      const answer = answerOf(s);
      s.write(requests[i]!);
      return answer.then((body) => {
        const now = performance.now();
        return { body, at: now - started, latency: now - sent };
      });
    });
    return await Promise.all(answers);
  } finally {
    for (const s of sockets) s.destroy();
  }
};

/** The `q` quantile (0–1) of `values`. */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
