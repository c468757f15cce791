import { describe, expect, it } from 'vitest';
import { seedChildExecArgv } from './apart';

describe('seedChildExecArgv', () => {
  it("keeps the serving process's flags but its heap limit for the seeding child", () => {
    expect(seedChildExecArgv(['--enable-source-maps', '--max-old-space-size=256'])).toEqual(['--enable-source-maps']);
    expect(seedChildExecArgv(['--max_old_space_size=512', '--cpu-prof'])).toEqual(['--cpu-prof']);
    expect(seedChildExecArgv(['--max-semi-space-size=16'])).toEqual(['--max-semi-space-size=16']);
  });
});
