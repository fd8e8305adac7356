import type { ErrorCode } from '@app/contracts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Key of the localised message in the i18n `api` namespace; defaults to the code. */
  messageKey?: string;
  params?: Record<string, string | number>;
  details?: ErrorDetail[];
  cause?: unknown;
}

/** An expected failure with an HTTP status; anything else reaching the error handler is a 500. */
export class AppError extends Error {
  readonly messageKey: string;
  readonly params?: Record<string, string | number>;
  readonly details?: ErrorDetail[];

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    options: AppErrorOptions = {},
  ) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.messageKey = options.messageKey ?? code;
    this.params = options.params;
    this.details = options.details;
  }
}
