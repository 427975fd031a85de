import { cva } from 'class-variance-authority';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './StateMessage.css.ts';

export const stateMessageTones = ['empty', 'error', 'info'] as const;
export const stateMessageSizes = ['sm', 'md'] as const;
export type StateMessageTone = (typeof stateMessageTones)[number];
export type StateMessageSize = (typeof stateMessageSizes)[number];

/** The icon each tone shows unless told otherwise. */
export const stateMessageIcons: Record<StateMessageTone, IconName> = { empty: 'search', error: 'error', info: 'info' };

const rootClass = cva(styles.root, { variants: { size: styles.size } });
const discClass = cva(styles.iconDisc, { variants: { size: styles.iconDiscSize, tone: styles.iconTone } });

export interface StateMessageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `empty`: nothing to show yet; `error`: loading failed; `info`: anything else worth saying. */
  tone: StateMessageTone;
  /** The message in a few words: 'No orders yet', 'The menu could not be loaded'. */
  title: ReactNode;
  /** One or two sentences: why, and what the person can do. */
  description?: ReactNode;
  /** An icon of the set; `null` for none. Defaults per tone (`stateMessageIcons`). */
  icon?: IconName | null;
  /** What to do next: a Button ('Try again'), a link; brand-coloured as buttons are. */
  action?: ReactNode;
  /** `sm` fits a menu panel or a card; `md` fills a page area. */
  size?: StateMessageSize;
  /**
   * Read out at once by screen readers (`role="alert"` for errors, `role="status"` otherwise).
   * On by default for errors only: an empty list is found, not announced.
   */
  announce?: boolean;
  /** Renders the title as a heading of this level; a paragraph by default. */
  headingLevel?: HeadingLevel;
}

/**
 * The empty, error or informational state of a page area or panel: an icon, a title, an
 * optional description and an action. Feedback colours are fixed, so an error looks like an
 * error in every shop.
 */
export function StateMessage({
  tone,
  title,
  description,
  icon = stateMessageIcons[tone],
  action,
  size = 'md',
  announce = tone === 'error',
  headingLevel,
  className,
  ...rest
}: StateMessageProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div
      className={[rootClass({ size }), className].filter(Boolean).join(' ')}
      role={role}
      data-tone={tone}
      data-size={size}
      {...rest}
    >
      {icon ? (
        <span className={discClass({ size, tone })} data-part="icon">
          <Icon name={icon} size={size === 'sm' ? 'sm' : 'lg'} />
        </span>
      ) : null}
      <Title className={[styles.title, styles.titleSize[size]].join(' ')}>{title}</Title>
      {description ? (
        <p className={[styles.description, styles.descriptionSize[size]].join(' ')}>{description}</p>
      ) : null}
      {action ? <div className={[styles.action, styles.actionSize[size]].join(' ')}>{action}</div> : null}
    </div>
  );
}
