import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, serverNodeArgs } from './server-node-args.mjs';

describe('serverNodeArgs', () => {
  it('runs the server with source maps and a heap limit of 256 MB by default', () => {
    expect(DEFAULT_SERVER_HEAP_MB).toBe(256);
    expect(serverNodeArgs({})).toEqual(['--enable-source-maps', '--max-old-space-size=256']);
    expect(serverNodeArgs({ SERVER_HEAP_MB: '' })).toContain('--max-old-space-size=256');
  });

  it('takes another limit from SERVER_HEAP_MB', () => {
    expect(serverNodeArgs({ SERVER_HEAP_MB: '1024' })).toContain('--max-old-space-size=1024');
  });

  it('refuses a limit that is not a whole number of megabytes from 64 to 65536, naming the setting', () => {
    for (const bad of ['12', '1.5', 'lots', '-256', '99999', '256MB'])
      expect(() => serverNodeArgs({ SERVER_HEAP_MB: bad })).toThrow(/SERVER_HEAP_MB must be a whole number/);
  });
});
