import { GUEST_ID_STORAGE_KEY } from '@app/contracts';

export const GUEST_ID_HEADER = 'X-Guest-Id';

/** Copies the guest id the service sent, if any, into local storage; storage failures are harmless. */
export function mirrorGuestId(response: Response): void {
  const guestId = response.headers?.get(GUEST_ID_HEADER);
  if (!guestId) return;
  try {
    window.localStorage.setItem(GUEST_ID_STORAGE_KEY, guestId);
  } catch {
    // Private mode or storage disabled: the cookie still identifies the guest.
  }
}

export function storedGuestId(): string | null {
  try {
    return window.localStorage.getItem(GUEST_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}
