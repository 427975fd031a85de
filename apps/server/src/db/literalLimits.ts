import {
  type KyselyPlugin,
  LimitNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from 'kysely';

/**
 * Writes a query's LIMIT into the SQL as a number instead of binding it (SQLite only).
 *
 * SQLite (3.53 here) plans with a bound LIMIT's value, so it marks the statement to be compiled
 * again whenever that parameter is bound, which is every run. A reused prepared statement
 * (db/statementCache.ts) was therefore parsed and planned afresh on every request that pages:
 * the product page took 27 µs with `limit ?` and 17 µs with `limit 10`, measured alone. The
 * OFFSET has no such effect and stays a parameter. Only non-negative safe integers are written
 * (pages are at most 100 rows, so there are few distinct statements); anything else stays bound.
 */
export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LiteralLimitTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class LiteralLimitTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const { limit } = node;
    if (ValueNode.is(limit) && !limit.immediate && isPageSize(limit.value)) {
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
    return super.transformLimit(node);
  }
}

function isPageSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
