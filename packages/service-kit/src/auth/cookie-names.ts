/**
 * Cookie names by how the request arrived. Over https a cookie carries a prefix browsers enforce
 * (RFC 6265bis §4.1.3): `__Host-` is accepted only Secure, for path / and without Domain, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it; `__Secure-` only Secure, for a
 * cookie scoped to a narrower path. Browsers refuse both without Secure, which plain http (the local
 * site) cannot set, so there the plain name stays. `req.secure` follows X-Forwarded-Proto from a
 * trusted proxy (the gateway), so identity setting a cookie and a service reading it agree.
 */
export function hostCookieName(name: string, req: { secure: boolean }): string {
  return req.secure ? `__Host-${name}` : name;
}

export function secureCookieName(name: string, req: { secure: boolean }): string {
  return req.secure ? `__Secure-${name}` : name;
}
