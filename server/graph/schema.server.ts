import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from './graphql.server';
import type { Queryable, Row } from '#server/db/db.server';
import { requireSignedIn, type GraphViewer } from './auth.server';
import type { BatchLoaders } from './batch-loaders.server';
import { mapAuctionProperties, type MapArgs, type MapOptions } from './map.server';
import { SCALARS } from './scalars.server';
import { neededColumns } from './selection.server';
import { aggregateFieldsType, aggregateResult, requestedFunctions } from './aggregate.server';
import {
  byKeyStatement,
  listStatement,
  operatorsFor,
  paging,
  compileWhere,
  compileOrderBy,
  newCompiler,
  type ListArgs,
  type BoolExp,
  MAX_BOXES,
} from './sql.server';
import {
  TABLES,
  TABLE_NAMES,
  columnOf,
  type ColumnKind,
  type TableDef,
  type TableName,
} from './tables.server';

/** What every resolver gets (built per request by the server, or per `execute()` call). */
export interface GraphContext {
  db: Queryable;
  batchLoaders: BatchLoaders;
  viewer: GraphViewer;
  mapOptions: MapOptions;
}

const nn = <T extends GraphQLOutputType | GraphQLInputType>(t: T) => new GraphQLNonNull(t);

const SCALAR_OF: Record<Exclude<ColumnKind, 'String_array'>, GraphQLScalarType> = {
  bigint: SCALARS.bigint,
  Int: GraphQLInt,
  smallint: SCALARS.smallint,
  float8: SCALARS.float8,
  String: GraphQLString,
  bpchar: SCALARS.bpchar,
  timestamptz: SCALARS.timestamptz,
  date: SCALARS.date,
  jsonb: SCALARS.jsonb,
};

const stringList = new GraphQLList(nn(GraphQLString));

function outputType(kind: ColumnKind, nullable: boolean): GraphQLOutputType {
  const base = kind === 'String_array' ? stringList : SCALAR_OF[kind];
  return nullable ? base : nn(base);
}

export const OrderByEnum = new GraphQLEnumType({
  name: 'order_by',
  description:
    'Sort direction. `asc` puts nulls last and `desc` puts them first, as in PostgreSQL.',
  values: {
    asc: { description: 'ascending, nulls last' },
    asc_nulls_first: { description: 'ascending, nulls first' },
    asc_nulls_last: { description: 'ascending, nulls last' },
    desc: { description: 'descending, nulls first' },
    desc_nulls_first: { description: 'descending, nulls first' },
    desc_nulls_last: { description: 'descending, nulls last' },
  },
});

const OPERATOR_DOCS: Record<string, string> = {
  _eq: 'equal',
  _neq: 'not equal (rows where the column is null never match)',
  _gt: 'greater than',
  _gte: 'greater than or equal',
  _lt: 'less than',
  _lte: 'less than or equal',
  _in: 'equal to one of the values',
  _nin: 'equal to none of the values (nulls never match)',
  _is_null: 'true: the column is null; false: it is not',
  _like: 'SQL LIKE (% any run, _ one character), case-sensitive',
  _nlike: 'SQL NOT LIKE',
  _ilike: 'SQL ILIKE: LIKE ignoring case',
  _nilike: 'SQL NOT ILIKE',
  _contains: 'contains all of the given values (arrays) or the given JSON (jsonb @>)',
  _contained_in: 'is contained in the given values / JSON (<@)',
  _has_key: 'the JSON object has this top-level key',
};

const comparisonTypes = new Map<ColumnKind, GraphQLInputObjectType>();

function comparisonExp(kind: ColumnKind): GraphQLInputObjectType {
  const existing = comparisonTypes.get(kind);
  if (existing) return existing;
  const scalar: GraphQLInputType = kind === 'String_array' ? stringList : SCALAR_OF[kind];
  const fields: GraphQLInputFieldConfigMap = {};
  for (const op of operatorsFor(kind)) {
    let type: GraphQLInputType = scalar;
    if (op === '_in' || op === '_nin') type = new GraphQLList(nn(scalar));
    else if (op === '_is_null') type = GraphQLBoolean;
    else if (op.endsWith('like') || op === '_has_key') type = GraphQLString;
    fields[op] = { type, description: OPERATOR_DOCS[op] };
  }
  const type = new GraphQLInputObjectType({
    name: `${kind}_comparison_exp`,
    description: `Comparisons on ${kind} columns; several operators in one object are ANDed.`,
    fields,
  });
  comparisonTypes.set(kind, type);
  return type;
}

const NearInput = new GraphQLInputObjectType({
  name: 'geo_near_input',
  description: 'A circle: centre in WGS84 degrees and radius in kilometres.',
  fields: {
    lat: { type: nn(GraphQLFloat) },
    lng: { type: nn(GraphQLFloat) },
    km: { type: nn(GraphQLFloat) },
  },
});

const BoxInput = new GraphQLInputObjectType({
  name: 'geo_box_input',
  description: 'A box in WGS84 degrees: its west and east longitudes, south and north latitudes.',
  fields: {
    west: { type: nn(GraphQLFloat) },
    south: { type: nn(GraphQLFloat) },
    east: { type: nn(GraphQLFloat) },
    north: { type: nn(GraphQLFloat) },
  },
});

const boolExps = new Map<TableName, GraphQLInputObjectType>();
const orderBys = new Map<TableName, GraphQLInputObjectType>();
const objects = new Map<TableName, GraphQLObjectType>();

function boolExp(table: TableDef): GraphQLInputObjectType {
  const existing = boolExps.get(table.name);
  if (existing) return existing;
  const type: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: `${table.name}_bool_exp`,
    description: `Filter on ${table.name}. Keys in one object are ANDed; relations match when a related row matches (EXISTS).`,
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {
        _and: { type: new GraphQLList(nn(type)), description: 'all match (empty list: true)' },
        _or: { type: new GraphQLList(nn(type)), description: 'any matches (empty list: false)' },
        _not: { type, description: 'does not match' },
      };
      if (table.geo) {
        fields._near = {
          type: NearInput,
          description: 'Within km of the point (lat, lng); km at most 500.',
        };
        fields._within_boxes = {
          type: new GraphQLList(nn(BoxInput)),
          description: `Inside any of the boxes (at most ${MAX_BOXES}; an empty list: false). One condition.`,
        };
      }
      if (table.searchVector) {
        fields._search = {
          type: GraphQLString,
          description:
            "Full-text search of title, address, location, postcode and description (plainto_tsquery('english')).",
        };
        fields._search_phrase = {
          type: GraphQLString,
          description:
            "Full-text search for the words next to each other, in order (phraseto_tsquery('english')).",
        };
        fields._search_title = {
          type: GraphQLString,
          description:
            "Full-text search of the title only, the words next to each other, in order (phraseto_tsquery('english')).",
        };
      }
      if (table.searchVector && table.wordsVector) {
        fields._search_word = {
          type: GraphQLString,
          description:
            'Full-text search for the words as written, not their stems, in the title, address and description.',
        };
      }
      for (const c of table.columns) fields[c.name] = { type: comparisonExp(c.kind) };
      for (const f of table.computed) fields[f.name] = { type: comparisonExp(f.kind) };
      for (const r of table.relations) fields[r.name] = { type: boolExp(TABLES[r.target]) };
      return fields;
    },
  });
  boolExps.set(table.name, type);
  return type;
}

function orderByInput(table: TableDef): GraphQLInputObjectType {
  const existing = orderBys.get(table.name);
  if (existing) return existing;
  const type = new GraphQLInputObjectType({
    name: `${table.name}_order_by`,
    description: `Sort ${table.name}. Give a list for several keys; the primary key is always added last as a tiebreaker.`,
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const c of table.columns) fields[c.name] = { type: OrderByEnum };
      for (const f of table.computed) fields[f.name] = { type: OrderByEnum };
      for (const r of table.relations) {
        if (r.kind === 'object') fields[r.name] = { type: orderByInput(TABLES[r.target]) };
      }
      return fields;
    },
  });
  orderBys.set(table.name, type);
  return type;
}

const listArgs = (table: TableDef) => ({
  where: { type: boolExp(table) },
  order_by: { type: new GraphQLList(nn(orderByInput(table))) },
  limit: { type: GraphQLInt, description: 'Rows per page: default 12, at most 100.' },
  offset: { type: GraphQLInt, description: 'Rows to skip: at least 0, at most 10000.' },
});

function objectType(table: TableDef): GraphQLObjectType {
  const existing = objects.get(table.name);
  if (existing) return existing;
  const type = new GraphQLObjectType<Row, GraphContext>({
    name: table.name,
    description: table.description,
    fields: () => {
      const fields: GraphQLFieldConfigMap<Row, GraphContext> = {};
      for (const c of table.columns) {
        fields[c.name] = {
          type: outputType(c.kind, c.nullable),
          ...(c.description ? { description: c.description } : {}),
        };
      }
      for (const f of table.computed) {
        fields[f.name] = {
          type: nn(GraphQLInt),
          ...(f.description ? { description: f.description } : {}),
          resolve: (row, _args, ctx) => ctx.batchLoaders.computed(table, f, String(row[table.pk])),
        };
      }
      for (const r of table.relations) {
        const target = TABLES[r.target];
        if (r.kind === 'object') {
          fields[r.name] = {
            type: objectType(target),
            resolve: (row, _args, ctx, info) => {
              const key = row[r.from];
              if (key === null || key === undefined) return null;
              return ctx.batchLoaders.objectRelation(
                table,
                r,
                String(key),
                neededColumns(target, info),
              );
            },
          };
        } else {
          const path = `${table.name}.${r.name}`;
          fields[r.name] = {
            type: nn(new GraphQLList(nn(objectType(target)))),
            args: listArgs(target),
            resolve: (row, args: ListArgs, ctx, info) => {
              // Check the arguments here, so a bad one fails before any query is batched.
              paging(args, path);
              const c = newCompiler();
              compileWhere(c, target, args.where, 't', `${path}.where`);
              compileOrderBy(c, target, args.order_by, 't');
              const key = row[r.from];
              if (key === null || key === undefined) return [];
              return ctx.batchLoaders.arrayRelation(
                table,
                r,
                args,
                path,
                String(key),
                neededColumns(target, info),
              );
            },
          };
        }
      }
      return fields;
    },
  });
  objects.set(table.name, type);
  return type;
}

function rootFields(table: TableDef): GraphQLFieldConfigMap<unknown, GraphContext> {
  const obj = objectType(table);
  const pk = columnOf(table, table.pk);
  const aggregateFields = aggregateFieldsType(table);
  const aggregate = new GraphQLObjectType({
    name: `${table.name}_aggregate`,
    fields: { aggregate: { type: aggregateFields } },
  });
  const fields: GraphQLFieldConfigMap<unknown, GraphContext> = {
    [table.name]: {
      type: nn(new GraphQLList(nn(obj))),
      description: `Rows of ${table.name}: filter with where, sort with order_by, page with limit/offset.`,
      args: listArgs(table),
      resolve: async (_root, args: ListArgs, ctx, info) => {
        const st = listStatement(table, args, neededColumns(table, info));
        return (await ctx.db.query(st.sql, st.params)).rows;
      },
    },
    [`${table.name}_by_pk`]: {
      type: obj,
      description: `One ${table.name} row by primary key, or null.`,
      args: { [table.pk]: { type: nn(SCALAR_OF[pk.kind as Exclude<ColumnKind, 'String_array'>]) } },
      resolve: async (_root, args: Record<string, unknown>, ctx, info) => {
        const st = byKeyStatement(table, table.pk, args[table.pk], neededColumns(table, info));
        return (await ctx.db.query(st.sql, st.params)).rows[0] ?? null;
      },
    },
    [`${table.name}_aggregate`]: {
      type: nn(aggregate),
      description: `Aggregates over the ${table.name} rows matching where.`,
      args: { where: { type: boolExp(table) } },
      resolve: async (_root, args: { where?: BoolExp | null }, ctx, info) => {
        const row = await ctx.batchLoaders.aggregate(table, args.where, requestedFunctions(info));
        return { aggregate: aggregateResult(row) };
      },
    },
  };
  if (table.slug) {
    const slug = table.slug;
    fields[`${table.name}_by_slug`] = {
      type: obj,
      description: `One ${table.name} row by its unique ${slug}, or null.`,
      args: { [slug]: { type: nn(GraphQLString) } },
      resolve: async (_root, args: Record<string, unknown>, ctx, info) => {
        const st = byKeyStatement(table, slug, args[slug], neededColumns(table, info));
        return (await ctx.db.query(st.sql, st.params)).rows[0] ?? null;
      },
    };
  }
  return fields;
}

const BboxInput = new GraphQLInputObjectType({
  name: 'map_bbox_input',
  description:
    'A box in WGS84 degrees (west <= east; boxes across the antimeridian are not supported).',
  fields: {
    west: { type: nn(GraphQLFloat) },
    south: { type: nn(GraphQLFloat) },
    east: { type: nn(GraphQLFloat) },
    north: { type: nn(GraphQLFloat) },
  },
});

const BboxType = new GraphQLObjectType({
  name: 'map_bbox',
  fields: {
    west: { type: nn(GraphQLFloat) },
    south: { type: nn(GraphQLFloat) },
    east: { type: nn(GraphQLFloat) },
    north: { type: nn(GraphQLFloat) },
  },
});

const MapPointType = new GraphQLObjectType({
  name: 'map_point',
  fields: {
    id: { type: nn(SCALARS.bigint) },
    lat: { type: nn(GraphQLFloat) },
    lng: { type: nn(GraphQLFloat) },
    title: { type: nn(GraphQLString) },
    lot_status: { type: GraphQLString },
    guide_price_min: { type: GraphQLInt },
    guide_price_max: { type: GraphQLInt },
    sold_price: { type: GraphQLInt },
  },
});

const MapClusterType = new GraphQLObjectType({
  name: 'map_cluster',
  fields: {
    count: { type: nn(GraphQLInt) },
    lat: { type: nn(GraphQLFloat), description: 'Mean latitude of the lots in the cell.' },
    lng: { type: nn(GraphQLFloat), description: 'Mean longitude of the lots in the cell.' },
    bbox: { type: nn(BboxType), description: 'Box of the lots in the cell: zoom here to expand.' },
  },
});

const MapResultType = new GraphQLObjectType({
  name: 'map_auction_properties_result',
  fields: {
    mode: { type: nn(GraphQLString), description: "'points' or 'clusters'." },
    zoom: { type: nn(GraphQLInt), description: 'Zoom the answer was computed for.' },
    total: { type: nn(GraphQLInt), description: 'Lots matching in the box.' },
    truncated: { type: nn(GraphQLBoolean), description: 'More points matched than were returned.' },
    points: { type: nn(new GraphQLList(nn(MapPointType))) },
    clusters: { type: nn(new GraphQLList(nn(MapClusterType))) },
  },
});

const mapField: GraphQLFieldConfig<unknown, GraphContext, MapArgs> = {
  type: nn(MapResultType),
  description:
    'Lots inside a box for the map, as points or grid clusters (see server/graph/map.server.ts for the rule). Needs a signed-in user.',
  args: {
    bbox: { type: nn(BboxInput) },
    where: { type: boolExp(TABLES.auction_properties) },
    zoom: { type: GraphQLInt, description: 'Map zoom level 0-22.' },
  },
  resolve: (_root, args, ctx) => {
    requireSignedIn(ctx.viewer, 'map_auction_properties');
    return mapAuctionProperties(ctx.db, args, ctx.mapOptions);
  },
};

let built: GraphQLSchema | undefined;

/** The whole read-only graph, built once per process and shared by every server instance. */
export function graphSchema(): GraphQLSchema {
  built ??= buildGraphSchema();
  return built;
}

function buildGraphSchema(): GraphQLSchema {
  const fields: GraphQLFieldConfigMap<unknown, GraphContext> = {};
  for (const name of TABLE_NAMES) Object.assign(fields, rootFields(TABLES[name]));
  fields.map_auction_properties = mapField as GraphQLFieldConfig<unknown, GraphContext>;
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields }),
  });
}
