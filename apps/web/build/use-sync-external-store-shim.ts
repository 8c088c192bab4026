// React 18+ has useSyncExternalStore built in; the shim package only matters for older React.
// Serving React's own keeps one React in play (the shim's CommonJS build would load its own copy).
export { useSyncExternalStore } from 'react';
