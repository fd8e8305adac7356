/** Counters in this process, for tests of a limiter alone (services count in their shared store). */
export { memoryCounters } from '../rate-limit/shared-counters';
