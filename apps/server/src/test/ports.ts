import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test or bench starts. */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
