/**
 * The identity service behind the same gateway as this remote's own service. The shell hands a page only
 * its own service's base (`apiBase`); password, sessions and two-step verification live in identity.
 */
export const IDENTITY_API = '/api/identity';
