import fc from 'fast-check';
import { z } from 'zod';
import { PAGE_ROUTES } from '#shared/routes/route-table';
import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SignInLinkBodySchema,
  UpdateUserBodySchema,
} from '#schema/auth';
import { ContactBodySchema } from '#schema/contact';
import {
  CreateSavedSearchBodySchema,
  UpdateSavedSearchBodySchema,
} from '#schema/saved-search-body';
import { SoldPriceQuerySchema } from '#schema/sold-price-query';
import { SuggestQuerySchema } from '#schema/suggest-query';
import { CreatePageBodySchema, PreviewBodySchema, RedirectBodySchema } from '#sections/cms-admin';
import { GlobalConfigSchema } from '#schema/global-config';
import { PAYLOAD_SUFFIX } from '#server/ssr/render-page.server';
import { deepValue, headerValue, nastyJson, wireValue } from './nasty-values';

/** One generated request. `noHost` sends it without a Host header (HTTP/1.0 style). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  noHost?: boolean;
}

export interface Sessions {
  user: string;
  userId: number;
  editor: string;
}

export interface FuzzTarget {
  name: string;
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

/** Field names of a zod object schema (through refinements and pipes), for bodies and queries. */
export function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

const PAGE_PATHS = PAGE_ROUTES.map((r) => r.path)
  .filter((p) => !p.includes(':') && !p.includes('*'))
  .concat(['/admin', '/listings/1', '/auctioneers/1', '/locations/london', '/postcodes/sw1a']);

/** Every query parameter a page or API reads (from the loaders and the zod query schemas). */
export const QUERY_NAMES = [
  ...new Set([
    ...fieldsOf(SoldPriceQuerySchema),
    ...fieldsOf(SuggestQuerySchema),
    ...[
      'auction_from',
      'auction_house',
      'auction_to',
      'bedrooms',
      'closing',
      'code',
      'confirmation',
      'contact',
      'error',
      'guide_price_max',
      'guide_price_min',
      'location',
      'lot_status',
      'near',
      'order_by',
      'page',
      'radius',
      'redirect',
      'search',
      'token',
      'view',
      'q',
      'houses',
      'query',
      'variables',
      'operationName',
      'state',
    ],
  ]),
];

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...QUERY_NAMES) },
        { weight: 1, arbitrary: wireValue },
      ),
      wireValue,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const pageWithQuery: FuzzTarget = {
  name: 'page query parameters',
  arbitrary: fc
    .tuple(fc.constantFrom(...PAGE_PATHS), fc.boolean(), queryString)
    .map(([path, payload, qs]) => ({
      method: 'GET',
      path: `${payload ? `${path.replace(/\/$/, '')}${PAYLOAD_SUFFIX}` : path}?${qs}`,
      headers: {},
    })),
};

const SEGMENT_ROUTES = [
  '/listings/{}',
  '/auctioneers/{}',
  '/locations/{}',
  '/locations/{}/{}',
  '/postcodes/{}',
  '/articles/{}',
  '/auth/{}/callback',
  '/auth/{}/start',
  '/{}',
  '/builds/meta/{}',
  '/media/{}',
  '/assets/{}',
  '/sitemaps/{}',
  '/listings/{}/legal-pack.pdf',
  '/api/admin/pages/{}',
  '/api/saved-searches/{}',
  '/api/auth/update/{}',
  '/.{}//{}',
];

const pathSegments: FuzzTarget = {
  name: 'path parameters',
  arbitrary: fc
    .tuple(fc.constantFrom(...SEGMENT_ROUTES), wireValue, wireValue, fc.boolean())
    .map(([route, a, b, payload]) => {
      const path = route.replace('{}', a || 'x').replace('{}', b || 'y');
      return { method: 'GET', path: payload ? `${path}${PAYLOAD_SUFFIX}` : path, headers: {} };
    }),
};

type Auth = 'none' | 'user' | 'editor';
interface JsonEndpoint {
  method: string;
  path: string;
  schema: z.ZodType | null;
  auth: Auth;
}

function jsonEndpoints(s: Sessions): JsonEndpoint[] {
  return [
    { method: 'POST', path: '/api/auth/register', schema: RegisterBodySchema, auth: 'none' },
    { method: 'POST', path: '/api/auth/login', schema: LoginBodySchema, auth: 'none' },
    { method: 'POST', path: '/api/auth/forgot-password', schema: EmailBodySchema, auth: 'none' },
    { method: 'POST', path: '/api/auth/sign-in-link', schema: EmailBodySchema, auth: 'none' },
    {
      method: 'POST',
      path: '/api/auth/sign-in-link/use',
      schema: SignInLinkBodySchema,
      auth: 'none',
    },
    {
      method: 'POST',
      path: '/api/auth/resend-confirmation-link',
      schema: EmailBodySchema,
      auth: 'none',
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      schema: ResetPasswordBodySchema,
      auth: 'none',
    },
    {
      method: 'POST',
      path: '/api/auth/change-password',
      schema: ChangePasswordBodySchema,
      auth: 'user',
    },
    {
      method: 'PUT',
      path: `/api/auth/update/${s.userId}`,
      schema: UpdateUserBodySchema,
      auth: 'user',
    },
    { method: 'POST', path: '/api/contact', schema: ContactBodySchema, auth: 'none' },
    {
      method: 'POST',
      path: '/api/saved-searches',
      schema: CreateSavedSearchBodySchema,
      auth: 'user',
    },
    {
      method: 'PATCH',
      path: '/api/saved-searches/1',
      schema: UpdateSavedSearchBodySchema,
      auth: 'user',
    },
    { method: 'POST', path: '/api/admin/pages', schema: CreatePageBodySchema, auth: 'editor' },
    { method: 'POST', path: '/api/admin/redirects', schema: RedirectBodySchema, auth: 'editor' },
    { method: 'POST', path: '/api/admin/preview', schema: PreviewBodySchema, auth: 'editor' },
    { method: 'PUT', path: '/api/admin/global-config', schema: GlobalConfigSchema, auth: 'editor' },
    { method: 'POST', path: '/api/admin/pages', schema: null, auth: 'user' },
  ];
}

/** A body shaped by the schema's field names with hostile values, or hostile as a whole. */
function jsonBody(fields: string[]): fc.Arbitrary<string | Buffer> {
  const shaped =
    fields.length > 0
      ? fc
          .record(Object.fromEntries(fields.map((f) => [f, nastyJson])), { requiredKeys: [] })
          .map((o) => JSON.stringify(o))
      : fc.constant('{}');
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: nastyJson.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deepValue.map((v) => JSON.stringify({ [fields[0] ?? 'a']: v })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[]',
        '"\\ud800"',
        '{"__proto__":{"admin":true}}',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
        Buffer.from('{"email":"\u00e9@x.co"}', 'latin1'),
      ),
    },
  );
}

function jsonApis(s: Sessions): FuzzTarget {
  const endpoints = jsonEndpoints(s).map((e) => ({
    ...e,
    fields: e.schema ? fieldsOf(e.schema) : [],
  }));
  return {
    name: 'JSON API bodies',
    arbitrary: fc
      .integer({ min: 0, max: endpoints.length - 1 })
      .chain((i) => fc.tuple(fc.constant(endpoints[i]!), jsonBody(endpoints[i]!.fields)))
      .map(([e, body]) => ({
        method: e.method,
        path: e.path,
        headers: {
          'content-type': 'application/json',
          ...(e.auth === 'none'
            ? {}
            : { authorization: `Bearer ${e.auth === 'user' ? s.user : s.editor}` }),
        },
        body,
      })),
  };
}

const FORM_FIELDS: Record<string, string[]> = {
  '/login': fieldsOf(LoginBodySchema).concat('redirect', 'intent', 'email', 'link'),
  '/sign-up': fieldsOf(RegisterBodySchema),
  '/forgot-password': fieldsOf(EmailBodySchema),
  '/reset-password': fieldsOf(ResetPasswordBodySchema).concat('code'),
  '/confirm-email': fieldsOf(EmailBodySchema),
  '/change-password': fieldsOf(ChangePasswordBodySchema),
  '/profile': fieldsOf(UpdateUserBodySchema),
  '/profile/settings': fieldsOf(UpdateUserBodySchema),
  '/listings': ['name', 'search'],
};

function formPosts(s: Sessions): FuzzTarget {
  const paths = Object.keys(FORM_FIELDS);
  return {
    name: 'page form bodies',
    arbitrary: fc
      .tuple(fc.constantFrom(...paths), fc.boolean(), fc.option(wireValue, { nil: undefined }))
      .chain(([path, signedIn, redirect]) =>
        fc
          .array(fc.tuple(fc.constantFrom(...FORM_FIELDS[path]!), wireValue), { maxLength: 5 })
          .map((pairs) => ({
            method: 'POST',
            path: redirect === undefined ? path : `${path}?redirect=${redirect}`,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(signedIn ? { cookie: `session=${s.user}` } : {}),
            },
            body: pairs.map(([k, v]) => `${k}=${v}`).join('&'),
          })),
      ),
  };
}

const READ_HEADERS = [
  'cookie',
  'authorization',
  'x-request-id',
  'accept',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'origin',
  'referer',
  'if-none-match',
  'if-modified-since',
  'x-forwarded-for',
  'x-forwarded-proto',
  'content-type',
  'range',
];

const headersTarget: FuzzTarget = {
  name: 'request headers',
  arbitrary: fc
    .tuple(
      fc.constantFrom(
        ...PAGE_PATHS,
        '/api/auth/me',
        '/graphql?query=%7B__typename%7D',
        '/healthz',
        '/sitemap.xml',
      ),
      fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE'),
      fc.array(
        fc.tuple(
          fc.constantFrom(...READ_HEADERS),
          fc.oneof(
            headerValue,
            fc.constantFrom('session=', 'session=a.b.c', 'Bearer ', 'Bearer a.b.c', 'bytes=9-1'),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      fc.boolean(),
    )
    .map(([path, method, pairs, noHost]) => ({
      method,
      path,
      headers: Object.fromEntries(pairs),
      noHost,
    })),
};

const GRAPH_FIELDS = {
  auction_properties: ['title', 'postcode', 'lot_status', 'id'],
  sold_house_prices: ['street', 'town_city', 'postcode', 'price'],
  auction_houses: ['name', 'slug'],
} as const;
const OPS = [
  '_eq',
  '_neq',
  '_ilike',
  '_like',
  '_nilike',
  '_in',
  '_gt',
  '_lte',
  '_is_null',
  '_similar',
] as const;

/** `{ _not: { _not: … leaf } }` `depth` levels deep, serialised without recursion. */
class DeepNot {
  constructor(
    readonly depth: number,
    readonly leaf: unknown,
  ) {}
  json(): string {
    return `${'{"_not":'.repeat(this.depth)}${JSON.stringify(this.leaf)}${'}'.repeat(this.depth)}`;
  }
}

/** A bool_exp with hostile leaves, nested _and/_or/_not (deep now and then). */
function whereOf(fields: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc
    .tuple(fc.constantFrom(...fields), fc.constantFrom(...OPS), nastyJson)
    .map(([f, op, v]) => ({ [f]: { [op]: v } }));
  const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({ _not: tie('tree') }),
      fc.record({ _and: fc.array(tie('tree'), { maxLength: 3 }) }),
      fc.record({ _or: fc.array(tie('tree'), { maxLength: 3 }) }),
    ),
  }));
  // Written as text: a 10,000-deep value would overflow JSON.stringify here before the server.
  const deepNot = fc
    .constantFrom(100, 2_000, 10_000)
    .map((n) => new DeepNot(n, { [fields[0]!]: { _eq: 'x' } }));
  return fc.oneof({ weight: 8, arbitrary: tree }, { weight: 1, arbitrary: deepNot });
}

const graphTarget: FuzzTarget = {
  name: 'GraphQL variables',
  arbitrary: fc
    .constantFrom(...(Object.keys(GRAPH_FIELDS) as Array<keyof typeof GRAPH_FIELDS>))
    .chain((table) =>
      fc.tuple(
        fc.constant(table),
        whereOf(GRAPH_FIELDS[table]),
        fc.oneof(nastyJson, fc.integer({ min: -5, max: 500 })),
        fc.oneof(nastyJson, fc.integer({ min: -5, max: 500 })),
        fc.boolean(),
      ),
    )
    .map(([table, where, limit, offset, viaGet]): FuzzRequest => {
      const type = `${table}_bool_exp`;
      const query = `query F($w: ${type}, $n: Int, $o: Int) { ${table}(where: $w, limit: $n, offset: $o) { ${GRAPH_FIELDS[table][0]} } }`;
      const w = where instanceof DeepNot ? where.json() : JSON.stringify(where);
      const variables = `{"w":${w},"n":${JSON.stringify(limit) ?? 'null'},"o":${JSON.stringify(offset) ?? 'null'}}`;
      if (viaGet)
        return {
          method: 'GET',
          path: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables.replace(/[\uD800-\uDFFF]/g, '?'))}`,
          headers: { accept: 'application/json' },
        };
      return {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
      };
    }),
};

/** Every target the fuzz suite drives: pages, paths, JSON APIs, forms, headers and the graph. */
export function fuzzTargets(sessions: Sessions): FuzzTarget[] {
  return [
    pageWithQuery,
    pathSegments,
    jsonApis(sessions),
    formPosts(sessions),
    headersTarget,
    graphTarget,
  ];
}
