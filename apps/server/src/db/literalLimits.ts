import {
  type KyselyPlugin,
  LimitNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
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
 * OFFSET has no such effect and stays a parameter.
 *
 * Only a number that is a non-negative safe integer is written; anything else (a bigint, a
 * `sql` expression) stays bound. Each page size is then its own SQL text: pages hold at most
 * 100 rows, and the statement cache is sized for that. A prepared query (db/preparedQuery.ts)
 * gets its limit here only when it names it in `shapedBy`; a stand-in value stays bound.
 */
export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LiteralLimitTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class LiteralLimitTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode, queryId?: QueryId): LimitNode {
    const { limit } = node;
    if (ValueNode.is(limit) && !limit.immediate && isPageSize(limit.value)) {
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
    return super.transformLimit(node, queryId);
  }
}

function isPageSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
