/**
 * Error texts may hold what the user typed: the browser cuts them to these lengths before sending. Free of zod:
 * the shell's error boundary, on every page, reads them.
 */
export const ERROR_MESSAGE_MAX_LENGTH = 500;
export const ERROR_STACK_MAX_LENGTH = 4000;
