/**
 * What `use-sync-external-store/shim` gives libraries (react-i18next, recharts' react-redux): the hook for React
 * before 18. React 19 has it built in, so the shim's code never needs to reach a browser (vite.config.ts aliases it here).
 */
export { useSyncExternalStore } from 'react';
