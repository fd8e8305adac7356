import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, isPrivateAddress, publicOnlyLookup } from './outbound-guard';

export interface PostJsonOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  /** When false, loopback, private and link-local destinations are refused before any connection. */
  allowPrivateNetwork: boolean;
  /** Larger answers are cut off and count as a failure. */
  maxResponseBytes?: number;
}

export interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

export class OutboundTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
}

export class ResponseTooLargeError extends Error {}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * One POST with a JSON body over node:http(s). Redirects are never followed (a 3xx is just a status),
 * the whole exchange has one deadline, and the answer is read into memory up to a cap.
 */
export function postJson(url: URL, payload: unknown, options: PostJsonOptions): Promise<RawResponse> {
  return post(url, Buffer.from(JSON.stringify(payload)), options);
}

/** The same, with an HTML form's body (`application/x-www-form-urlencoded`), as Overpass's interpreter takes its query. */
export function postForm(url: URL, fields: Record<string, string>, options: PostJsonOptions): Promise<RawResponse> {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  return post(url, body, { ...options, headers: { ...options.headers, 'Content-Type': 'application/x-www-form-urlencoded' } });
}

function post(url: URL, body: Buffer, options: PostJsonOptions): Promise<RawResponse> {
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateNetwork && isIP(host) !== 0 && isPrivateAddress(host)) {
    return Promise.reject(new BlockedAddressError(`${host} is a private address`));
  }
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<RawResponse>((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...options.headers, 'Content-Length': String(body.length) },
      lookup: options.allowPrivateNetwork ? undefined : publicOnlyLookup,
    });
    const deadline = setTimeout(() => {
      request.destroy(new OutboundTimeoutError(`no complete answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const settle = (finish: () => void) => {
      clearTimeout(deadline);
      finish();
    };

    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) {
          request.destroy(new ResponseTooLargeError(`answer larger than ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => settle(() => reject(error)));
      response.on('end', () =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        ),
      );
    });
    request.end(body);
  });
}
