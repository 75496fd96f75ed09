import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  AppError,
  because,
  reasonOfText,
  type ErrorCode,
  type KnownErrorText,
  type ReasonedText,
} from '@petvet/shared';

/** What Express, its router, body-parser and raw-body attach to the errors they raise. */
interface FrameworkError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
  expose?: unknown;
  message?: unknown;
}

// Their statuses as our codes; any other client status is a bad request.
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// body-parser and raw-body name their refusals with `type`.
const BY_TYPE: Record<string, [ErrorCode, KnownErrorText]> = {
  'entity.parse.failed': ['MALFORMED_JSON', 'Malformed JSON body'],
  'entity.too.large': ['PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB)'],
  'encoding.unsupported': [
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported request body encoding: send it uncompressed, or as gzip, deflate or br',
  ],
  'charset.unsupported': ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body charset: send UTF-8'],
  'request.aborted': ['VALIDATION_FAILED', 'The request body was cut short'],
  'request.size.invalid': [
    'VALIDATION_FAILED',
    'The request body does not match its Content-Length',
  ],
};

function clientStatusOf(error: FrameworkError): number | null {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function textFor(error: FrameworkError): KnownErrorText | ReasonedText {
  // A body that does not decompress: zlib names its failures Z_DATA_ERROR, Z_BUF_ERROR, ...
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return 'The request body does not match its Content-Encoding';
  }
  // The router could not decode a path parameter such as %ZZ.
  if (error instanceof URIError) return 'Malformed percent-encoding in the URL';
  if (error.expose === true && typeof error.message === 'string' && error.message) {
    return because('bad_request', error.message.charAt(0).toUpperCase() + error.message.slice(1));
  }
  return 'Bad request';
}

/**
 * A client error raised by the framework itself (it carries a 4xx `status`) as our coded error,
 * so a malformed request is answered as one and never as a server fault. Null for anything else.
 */
export function fromFramework(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as FrameworkError;
  const status = clientStatusOf(candidate);
  if (status === null) return null;
  const known = typeof candidate.type === 'string' ? BY_TYPE[candidate.type] : undefined;
  if (known) return new AppError(known[0], known[1]);
  return new AppError(CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED', textFor(candidate));
}

/** What Node's HTTP parser names the refusals it meets before any handler runs. */
const CLIENT_ERRORS: Record<string, [number, ErrorCode, KnownErrorText]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'HEADERS_TOO_LARGE',
    'Request headers are too large (limit 16 KB all together)',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'VALIDATION_FAILED', 'The request took too long to arrive'],
};
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's parser refuses (headers over its limit, a malformed request line) never reach
 * Express, and Node responds to them with an empty body. This responds to them as to every other
 * error: JSON with a text, a code and a request id, then closes the connection, whose stream
 * can no longer be read.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, text]: [number, ErrorCode, KnownErrorText] = CLIENT_ERRORS[
      error.code ?? ''
    ] ?? [400, 'VALIDATION_FAILED', 'Malformed HTTP request'];
    const requestId = randomUUID();
    const body = JSON.stringify({ error: text, code, reason: reasonOfText(text), requestId });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
