/** Stripe's error object, as its API answers it (`{ error: { type, message, param, code } }`). */
export interface StripeErrorBody {
  type: 'invalid_request_error';
  message: string;
  param?: string;
  code?: string;
}

/** A refusal the double answers the way Stripe would: the HTTP status and Stripe's error object. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  static notFound(what: string, id: string, param = 'id'): StripeError {
    return new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });
  }

  /** A parameter naming an object that does not exist: Stripe says 400, not 404. */
  static missingReference(what: string, id: string, param: string): StripeError {
    return new StripeError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });
  }

  static invalid(message: string, param?: string, code?: string): StripeError {
    return new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
  }
}
