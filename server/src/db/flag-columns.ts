import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The yes/no columns: stored as integers 0 and 1 in both dialects (SQLite has no boolean type, and the migrations
 * made them alike), read and written as booleans by the code (db/tables.ts types them so).
 */
export const FLAG_COLUMNS: ReadonlySet<string> = new Set([
  'is_active',
  'is_public',
  'allow_embedding',
  'strip_metadata',
  'processing_failed',
  'leak_auto_pause',
  'paused_by_leak',
  'from_request_unseen',
  'require_name',
  'show_uploads',
  'backed_up',
]);

const asStored = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

/** The query as sent, with every bound boolean as 1 or 0 (the same query when it binds none, which is most). */
const withStoredFlags = (query: CompiledQuery): CompiledQuery =>
  query.parameters.some((value) => typeof value === 'boolean')
    ? { ...query, parameters: query.parameters.map(asStored) }
    : query;

const sendsStoredFlags = new WeakSet<DatabaseConnection>();

/**
 * The dialect with every connection sending bound booleans as 1 or 0 (a value set, a condition, a row inserted). At
 * the driver, after compiling: one look at the parameters per query, where rewriting the query tree cost a tenth of a
 * millisecond (bench/library.mjs, docs/performance.md).
 */
export function sendingFlagsAsIntegers(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        const connection = await acquire();
        if (!sendsStoredFlags.has(connection)) {
          const execute = connection.executeQuery.bind(connection);
          const stream = connection.streamQuery.bind(connection);
          connection.executeQuery = (query) => execute(withStoredFlags(query));
          connection.streamQuery = (query, chunkSize) => stream(withStoredFlags(query), chunkSize);
          sendsStoredFlags.add(connection);
        }
        return connection;
      };
      return driver;
    },
  };
}

/**
 * So that no service sees 0 or 1 for yes or no: the flag columns of every row read (by their name, wherever a query
 * selects them, prepared queries too) become booleans. The way in is sendingFlagsAsIntegers.
 */
export class FlagColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const column in row) {
        const value = row[column];
        if (typeof value === 'number' && FLAG_COLUMNS.has(column)) row[column] = value === 1;
      }
    }
    return args.result;
  }
}
