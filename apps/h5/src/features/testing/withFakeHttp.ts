import { beforeEach, vi } from 'vitest';
import { http } from '../../shared/lib/request';
import { fakeHttp } from './fakeHttp';

/**
 * Answers the `http` client's calls from `fakeApi` in each test of the calling file (call it once at the
 * file's top level). A spy on the shared client object rather than a module mock: most test files share one
 * module graph per worker (apps/h5/vitest.config.ts), where a module mock would miss modules another file
 * already loaded.
 */
export const withFakeHttp = (): void => {
  beforeEach(() => {
    vi.spyOn(http, 'get').mockImplementation(fakeHttp.get as typeof http.get);
    vi.spyOn(http, 'post').mockImplementation(fakeHttp.post as typeof http.post);
  });
};
