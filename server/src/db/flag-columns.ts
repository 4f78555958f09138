import {
  OperationNodeTransformer,
  PrimitiveValueListNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
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
]);

const asStored = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

/** A boolean bound anywhere in a query (a value set, a condition, a row inserted) goes to the database as 1 or 0. */
class BooleansAsIntegers extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? { ...node, value: asStored(node.value) } : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => typeof value === 'boolean')
      ? PrimitiveValueListNode.create(node.values.map(asStored))
      : node;
  }
}

/**
 * So that no service sees 0 or 1 for yes or no: booleans become 1/0 on the way in, and the flag columns of every row
 * read (by their name, wherever a query selects them, prepared queries too) become booleans on the way out.
 */
export class FlagColumnsPlugin implements KyselyPlugin {
  readonly #transformer = new BooleansAsIntegers();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
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
