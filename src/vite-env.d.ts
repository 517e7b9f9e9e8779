/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shell rendered on the server, for a page's preview (vite.ssr.config.ts); false in the browser's build. */
  readonly EA_PREVIEW?: boolean;
}
