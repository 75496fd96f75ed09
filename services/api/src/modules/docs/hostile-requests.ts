import fc from 'fast-check';
import {
  deepJsonText,
  encodeOrRaw,
  hostileJson,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  TRICKY_NUMBERS,
  trickyScalar,
} from '../../test-support/hostile-values';

/** The part of an OpenAPI 3.1 schema the generators read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operation: Operation;
}

export type Role = 'anonymous' | 'owner' | 'business' | 'deleted';

/** How the body travels: JSON, text that claims to be JSON, or a body its encoding header misdescribes. */
export type BodyTransport =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'bad-encoding'; encoding: string; text: string };

export interface HostileRequest {
  role: Role;
  url: string;
  headers: Record<string, string>;
  body: BodyTransport | undefined;
}

/** Real ids of the test data, so generated requests also reach the code behind not-found checks. */
export type KnownIds = readonly string[];

const typeOf = (schema: JsonSchema): string | undefined => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type && type !== 'null');
};

const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A value the contract would accept, roughly: it carries the hostile neighbours past the first check. */
function plausible(schema: JsonSchema, name: string, ids: KnownIds): fc.Arbitrary<unknown> {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant, name, ids);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = typeOf(schema);
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const edges = TRICKY_NUMBERS.filter((value) => value >= min && value <= max);
  const withEdges = (values: fc.Arbitrary<number>) =>
    edges.length ? fc.oneof(values, fc.constantFrom(...edges)) : values;
  if (type === 'integer')
    return withEdges(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  if (type === 'number') return withEdges(fc.double({ min, max, noNaN: true }));
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(schema.items ?? {}, name, ids), { maxLength: 3 });
  if (type === 'object') return bodyObject(schema, ids);
  if (schema.format === 'uuid' || /id$/i.test(name))
    return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (/date/i.test(name)) return fc.integer({ min: -3, max: 400 }).map(inFuture);
  if (/time/i.test(name)) return fc.constantFrom('09:00', '09:30', '14:00', '23:59');
  if (/email/i.test(name)) return fc.constant('someone@example.test');
  return fc.string({ maxLength: 12 });
}

/**
 * Each documented field is left out, plausible, or hostile; and one field, chosen at random, holds
 * a tricky constant, so that one bad value travels with otherwise good ones as far as it can.
 */
function bodyObject(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  const fields = names.map((name) =>
    fc.option(
      fc.oneof(
        { arbitrary: plausible(schema.properties?.[name] ?? {}, name, ids), weight: 3 },
        hostileJson,
      ),
      {
        nil: undefined,
        freq: 5,
      },
    ),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.nat(), fc.option(trickyScalar, { freq: 3 }))
    .map(([values, pick, poison]) => {
      const entries = names.map((name, index) => [name, values[index]] as [string, unknown]);
      const poisoned = entries[pick % Math.max(entries.length, 1)];
      if (poisoned && poison !== null) poisoned[1] = poison;
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    });
}

/** A raw body; a long one is described in reports by its length and start, not printed whole. */
function rawBody(text: string): BodyTransport {
  const sent: BodyTransport = { kind: 'raw', text };
  if (text.length <= 200) return sent;
  const describe = () =>
    `raw body of ${text.length} characters: ${JSON.stringify(text.slice(0, 60))}…`;
  return Object.defineProperty(sent, fc.toStringMethod, { value: describe });
}

function body(operation: Operation, ids: KnownIds): fc.Arbitrary<BodyTransport | undefined> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return fc.constant(undefined);
  return fc.oneof(
    {
      arbitrary: plausible(schema, 'body', ids).map((value) => ({ kind: 'json' as const, value })),
      weight: 6,
    },
    { arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })), weight: 2 },
    { arbitrary: fc.oneof(hostileText, deepJsonText).map(rawBody), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('gzip', 'deflate', 'br', 'identity, gzip', 'x-nonsense'),
          hostileText,
        )
        .map(([encoding, text]) => ({ kind: 'bad-encoding' as const, encoding, text })),
      weight: 1,
    },
  );
}

const pathValue = (ids: KnownIds) =>
  fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 2 }, fc.uuid(), {
    arbitrary: hostileSegment,
    weight: 3,
  });

function queryString(parameters: Parameter[], ids: KnownIds): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc
      .option(
        fc.oneof(
          plausible(parameter.schema ?? {}, parameter.name, ids).map((value) => [
            encodeOrRaw(String(value)),
          ]),
          hostileQueryValue,
        ),
        { nil: undefined, freq: 3 },
      )
      .map((values) =>
        (values ?? []).map((value) => `${encodeURIComponent(parameter.name)}=${value}`),
      ),
  );
  return fc.tuple(...pairs).map((lists) => lists.flat().join('&'));
}

/** Printable header values only: a client cannot send control characters in a header at all. */
const headerValue = fc.oneof(fc.uuid(), fc.string({ unit: 'grapheme-ascii', maxLength: 300 }));

const MAX_URL_LENGTH = 12_000;

/** One request to one documented route, as any of the roles. */
export function hostileRequest(route: Route, ids: KnownIds): fc.Arbitrary<HostileRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const headerNames = parameters.filter((p) => p.in === 'header').map((p) => p.name);
  return fc
    .record({
      // Signed-in roles weigh more: their requests get past the token check into the handlers.
      role: fc.constantFrom<Role>('anonymous', 'owner', 'owner', 'business', 'business', 'deleted'),
      path: fc.tuple(...pathNames.map(() => pathValue(ids))),
      query: queryString(
        parameters.filter((p) => p.in === 'query'),
        ids,
      ),
      headers: fc.tuple(...headerNames.map(() => fc.option(headerValue, { nil: undefined }))),
      body: body(route.operation, ids),
    })
    .map(({ role, path, query, headers, body: sent }) => {
      let url = route.path;
      pathNames.forEach((name, index) => {
        url = url.replace(`{${name}}`, path[index] ?? '');
      });
      const named = headerNames.map((name, index) => [name, headers[index]] as const);
      return {
        role,
        // Node itself responds 431 to a request line past 16 KB, before the app sees it.
        url: (query ? `${url}?${query}` : url).slice(0, MAX_URL_LENGTH),
        headers: Object.fromEntries(named.filter((entry): entry is [string, string] => !!entry[1])),
        body: sent,
      };
    });
}
