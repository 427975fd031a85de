import { useCallback, useId, useState, type ReactNode } from 'react';
import * as styles from './Table.css.ts';

export const tableDensities = ['compact', 'comfortable'] as const;
export type TableDensity = (typeof tableDensities)[number];
export const tableAligns = ['start', 'center', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export interface TableColumn<Row> {
  /** Unique per table; also the property shown when there is no `render`. */
  key: string;
  header: ReactNode;
  /** Numbers read best aligned to the end. */
  align?: TableAlign;
  render?: (row: Row, index: number) => ReactNode;
  /** Keeps a text column readable when the table scrolls sideways on a phone, e.g. '12rem'. */
  minWidth?: string;
}

export interface TableProps<Row> {
  /** Names the table (shown above it unless `hideCaption`). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row, index: number) => string;
  /** The one row shown when there are no rows, e.g. 'NO item found in this order.' (SPEC §2). */
  emptyMessage?: ReactNode;
  density?: TableDensity;
  className?: string;
}

/**
 * A data table with real header cells and an empty-state row. When it is wider than its
 * container (on a phone) it scrolls sideways, and the scrolling box can then be focused so
 * keyboard users can scroll it too.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyMessage = 'No items found.',
  density = 'comfortable',
  className,
}: TableProps<Row>) {
  const captionId = `table-${useId()}`;
  const [observe, overflows] = useHorizontalOverflow();
  return (
    <div
      ref={observe}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      data-density={density}
      data-empty={rows.length === 0 ? '' : undefined}
      // A box that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? styles.hiddenCaption : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                className={[styles.headerCell, styles.density[density], styles.align[column.align ?? 'start']].join(
                  ' ',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={[styles.cell, styles.empty].join(' ')} data-part="empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={[styles.cell, styles.density[density], styles.align[column.align ?? 'start']].join(' ')}
                  >
                    {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/** Whether an element is wider inside than out, kept up to date as it resizes. */
function useHorizontalOverflow(): [(element: HTMLDivElement | null) => (() => void) | undefined, boolean] {
  const [overflows, setOverflows] = useState(false);
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [observe, overflows];
}
