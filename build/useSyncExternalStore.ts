// What `use-sync-external-store/shim` resolves to in the build (build/reactBuiltIns.ts).
export { useSyncExternalStore } from 'react';
