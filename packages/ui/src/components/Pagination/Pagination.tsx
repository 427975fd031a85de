import { useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import {
  clampPageJump,
  normalizeLastPage,
  normalizePage,
  paginationItems,
  type PaginationRecord,
} from './Pagination.items.ts';
import * as styles from './Pagination.css.ts';

export const paginationSizes = ['sm', 'md'] as const;
export type PaginationSize = (typeof paginationSizes)[number];

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** The API's pagination record (SPEC §3); only current_page and last_page are read. */
  pagination: Pick<PaginationRecord, 'current_page' | 'last_page'>;
  /** Called with the page the user asked for; the caller loads it and passes the new record. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Shows the 'Go to page' box. */
  showJump?: boolean;
  size?: PaginationSize;
  /** Names the navigation landmark. */
  label?: string;
}

/**
 * Page navigation: previous, the pages around the current one, next, and a 'Go to page' box
 * that takes numbers only and turns a page past the end into the last page (SPEC §5).
 */
export function Pagination({
  pagination,
  onPageChange,
  siblings = 1,
  showJump = true,
  size = 'md',
  label = 'Pagination',
  className,
  ...rest
}: PaginationProps) {
  const last = normalizeLastPage(pagination.last_page);
  const current = normalizePage(pagination.current_page, last);
  const [jump, setJump] = useState('');
  const jumpId = `pagination-jump-${useId()}`;
  const buttonClass = [styles.pageButton, styles.size[size]].join(' ');

  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= last) onPageChange(page);
  };
  const submitJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (jump === '') return;
    go(Number(jump));
    setJump('');
  };

  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')} data-size={size} {...rest}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={buttonClass}
            aria-label="Previous page"
            disabled={current <= 1}
            data-part="previous"
            onClick={() => go(current - 1)}
          >
            <Icon name="chevron-left" size="sm" />
          </button>
        </li>
        {paginationItems(current, last, siblings).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={buttonClass}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                data-page={item.page}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonClass}
            aria-label="Next page"
            disabled={current >= last}
            data-part="next"
            onClick={() => go(current + 1)}
          >
            <Icon name="chevron-right" size="sm" />
          </button>
        </li>
      </ul>
      {showJump && last > 1 ? (
        <form className={styles.jump} onSubmit={submitJump} data-part="jump">
          <label htmlFor={jumpId} className={styles.jumpLabel}>
            Go to page
          </label>
          <TextInput
            id={jumpId}
            size="sm"
            className={styles.jumpInput}
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(current)}
            value={jump}
            onChange={(event) => setJump(clampPageJump(event.target.value, last))}
          />
          <Button type="submit" size="sm" variant="outline">
            Go
          </Button>
        </form>
      ) : null}
    </nav>
  );
}
