export { Table, tableAligns, tableDensities } from './Table.tsx';
export type { TableAlign, TableColumn, TableDensity, TableProps } from './Table.tsx';
