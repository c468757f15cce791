import type { TestProject } from 'vitest/node';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { startServer } from './support/server';

/** One built H5 and one seeded server for all journeys (each journey uses its own browser context). */
export default async function setup(project: TestProject) {
  buildH5IfNeeded();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
