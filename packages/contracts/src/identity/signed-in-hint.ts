/**
 * The cookie identity sets beside the session cookies, readable by the page: it holds only "1", never a token,
 * so the shell knows whether there is a session to load without asking identity (and failing) for every guest.
 * Over https it is `__Host-vitalia_signed_in`, like the access cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'vitalia_signed_in';
export const SIGNED_IN_HINT_VALUE = '1';
