/** The two engines the same schema and queries run on. */
export type Dialect = 'sqlite' | 'postgres';
