import { RateLimiterMemory } from 'rate-limiter-flexible';
import { counterOver, memoised, UNJUDGED, type SharedCounters } from '../rate-limit/shared-counters';

/** Counters in this process, for tests of a limiter alone (services count in their shared store). */
export function memoryCounters(): SharedCounters {
  return {
    counter: memoised((name, windowMs) =>
      counterOver(new RateLimiterMemory({ keyPrefix: name, points: UNJUDGED, duration: windowMs / 1000 })),
    ),
  };
}
