import { describe, expect, it } from 'vitest';
import { endpoints } from '@mall/contract';
import { allRoutes } from '.';

describe('the contract and the mounted routes', () => {
  const mounted = new Map(allRoutes.map((r) => [r.path, r]));

  it('mounts every endpoint of the contract, from its declaration', () => {
    for (const [domain, group] of Object.entries(endpoints)) {
      for (const [name, ep] of Object.entries(group)) {
        const route = mounted.get(ep.path);
        expect(route, `${domain}.${name} (${ep.path}) is not mounted`).toBeDefined();
        expect(route!.endpoint, `${ep.path} is mounted without its declaration`).toBe(ep);
      }
    }
  });

  it('mounts nothing the contract does not declare', () => {
    expect(allRoutes.filter((r) => !r.endpoint).map((r) => r.path)).toEqual([]);
  });

  it('mounts no path twice', () => {
    const seen = new Set<string>();
    const twice = allRoutes.map((r) => r.path).filter((p) => (seen.has(p) ? true : (seen.add(p), false)));
    expect(twice).toEqual([]);
  });

  it('declares each path once in the contract', () => {
    const paths = Object.values(endpoints).flatMap((g) => Object.values(g).map((e) => e.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
