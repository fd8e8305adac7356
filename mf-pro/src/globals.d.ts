/** Set at build time (BUILD_ID, else the build's timestamp): tells which build of this remote is on the page. */
declare const __BUILD_ID__: string;
