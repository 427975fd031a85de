import type { ReactNode } from 'react';
import { themeColumns } from '../../../../.storybook/shopColors.ts';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';

/**
 * Story-only helper (not exported by the package): a table of rows × columns rendered once per
 * theme (the default theme, then a light, a dark and a saturated shop colour), so every
 * component's state matrix looks and reads the same. Header cells are real table headers,
 * which keeps axe's table rules satisfied.
 */
export interface ThemedMatrixProps<Row extends string, Column extends string> {
  /** Row keys, e.g. variants or sizes. */
  rows: readonly Row[];
  /** Column keys, e.g. states. */
  columns: readonly Column[];
  /** Heading of the row-label column. */
  rowHeader?: string;
  renderCell: (row: Row, column: Column, theme: { label: string; shopColor: string | undefined }) => ReactNode;
  /** Defaults to every theme column; pass fewer for very large matrices. */
  themes?: readonly { label: string; value: string | undefined }[];
}

const cellStyle = { padding: '6px 10px', textAlign: 'left' as const, fontSize: 12, fontWeight: 500 };

export function ThemedMatrix<Row extends string, Column extends string>({
  rows,
  columns,
  rowHeader = 'Variant',
  renderCell,
  themes = themeColumns,
}: ThemedMatrixProps<Row, Column>) {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {themes.map((theme) => (
        <ThemeProvider key={theme.label} shopColor={theme.value}>
          <table style={{ borderCollapse: 'collapse' }} data-theme-label={theme.label}>
            <caption style={{ ...cellStyle, captionSide: 'top' }}>{theme.label}</caption>
            <thead>
              <tr>
                <th scope="col" style={cellStyle}>
                  {rowHeader}
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col" style={cellStyle}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  <th scope="row" style={cellStyle}>
                    {row}
                  </th>
                  {columns.map((column) => (
                    <td key={column} style={cellStyle}>
                      {renderCell(row, column, { label: theme.label, shopColor: theme.value })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ThemeProvider>
      ))}
    </div>
  );
}
