// Tests only: `use-sync-external-store/shim` is CommonJS and would require() the hoisted react 18 natively.
// React 19 has the hook built in, which is all the shim returns there anyway.
export { useSyncExternalStore } from 'react';
