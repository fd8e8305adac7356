/**
 * Scripts only from the site and the remotes' origins, never 'unsafe-eval'. Styles allow inline because
 * styled-components injects style elements at run time (the documented exception of the reliability anchors).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `img-src ${withRemotes("'self' data:")}`,
    `font-src ${withRemotes("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
