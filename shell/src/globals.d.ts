declare const __BUILD_ID__: string;
/** Production builds emit /sw.js (shell/webpack.config.js); the dev server has none. */
declare const __SERVICE_WORKER__: boolean;
