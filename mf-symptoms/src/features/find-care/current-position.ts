export type PositionFailure = 'unsupported' | 'denied' | 'failed';

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(reason);
  }
}

/** The browser's position, asked for only when the person chose to share it (the browser then asks for permission too). */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.reject(new PositionError('unsupported'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      (error) => reject(new PositionError(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed')),
      // A coarse fix is enough for a list of clinics and comes faster.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
