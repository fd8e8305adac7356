/** Now, injectable so tests move time (lockout windows, token expiry) without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
