/** Test helpers for component tests: the fake API and HTTP layer. */
export * from './fakeHttp';
export * from './withFakeHttp';
