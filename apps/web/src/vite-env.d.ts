/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when it is not the page's own origin (empty by default). */
  readonly VITE_API_BASE?: string;
}

declare module 'virtual:wire-paths' {
  import type { CallName } from '@casino/contract';
  /** POST path of a call, e.g. accountLogin -> /app/v1/anonymous/accountLogin. */
  const wirePath: (name: CallName) => string;
  export default wirePath;
}
