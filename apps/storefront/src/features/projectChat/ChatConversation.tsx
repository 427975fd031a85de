import { type RoomFile, largestPictureAddress } from '@showroom/api';
import { Badge, type BadgeTone, Picture } from '@showroom/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { shopDateTime } from '../orders/orderItemAmounts.ts';
import { chatRoleOf, type ChatEntry, type ChatPeople, type ChatRole } from './chatTimeline.ts';
import * as styles from './projectChat.css.ts';
import type { PendingPost } from './useProjectChat.ts';

const roleLabels: Readonly<Record<ChatRole, string>> = {
  customer: 'Customer',
  contractor: 'Contractor',
  designer: 'Designer',
};
const roleTones: Readonly<Record<ChatRole, BadgeTone>> = { customer: 'neutral', contractor: 'brand', designer: 'info' };

interface Author {
  readonly user_id: number;
  readonly user_name: string;
}

function AuthorLine({ author, people, at }: { author: Author; people: ChatPeople; at: string | null }) {
  const role = chatRoleOf(author, people);
  return (
    <p className={styles.meta}>
      <span className={styles.author}>{author.user_name}</span>
      <Badge size="sm" tone={roleTones[role]}>
        {roleLabels[role]}
      </Badge>
      {at === null ? <span>Sending…</span> : <time dateTime={at}>{shopDateTime(at)}</time>}
    </p>
  );
}

/**
 * A room file as a thumbnail loaded when scrolled near, opening the full image in a new tab. A
 * raster upload comes resized (`picture`): the thumbnail is fetched at its width in the best
 * format, and the link opens its largest JPEG, upright and without the photo's metadata.
 */
function RoomFileThumbnail({ file }: { file: RoomFile }) {
  const alt = `Room file ${file.name} from ${file.user_name}, open full size`;
  const picture = file.picture ?? null;
  return (
    <>
      <a
        className={styles.fileLink}
        href={picture ? largestPictureAddress(picture) : file.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {picture ? (
          <Picture className={styles.thumbnail} picture={picture} sizes="12rem" alt={alt} />
        ) : (
          <img className={styles.thumbnail} src={file.url} alt={alt} loading="lazy" width={192} height={144} />
        )}
      </a>
      <p className={styles.fileName}>{file.name}</p>
    </>
  );
}

function isOwn(author: Author, people: ChatPeople): boolean {
  return people.viewer !== null && author.user_id === people.viewer.id;
}

export interface ChatConversationProps {
  readonly entries: readonly ChatEntry[];
  readonly people: ChatPeople;
  /** The viewer's post on its way, shown last until the server answers. */
  readonly pending: PendingPost | null;
  readonly projectName: string;
}

/**
 * The conversation, oldest first, scrolled to its newest entry whenever one is added. The
 * viewer's own entries sit on the other side. The list scrolls on its own and takes the focus,
 * so it reads and scrolls with the keyboard too.
 */
export function ChatConversation({ entries, people, pending, projectName }: ChatConversationProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const count = entries.length + (pending ? 1 : 0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    setScrolls(element.scrollHeight > element.clientHeight);
  }, [count]);
  const viewer = people.viewer;
  return (
    <div
      ref={scroller}
      className={styles.conversation}
      role="region"
      aria-label={`Conversation about ${projectName}, oldest first`}
      // A region that scrolls must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable):
      // only then does it take the focus, and arrow keys scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
    >
      <ol className={styles.entries}>
        {entries.map((entry) => {
          const author = entry.kind === 'message' ? entry.message : entry.file;
          return (
            <li key={entry.key} className={styles.entry} data-own={isOwn(author, people) ? '' : undefined}>
              <div className={styles.bubble}>
                <AuthorLine author={author} people={people} at={entry.at} />
                {entry.kind === 'message' ? (
                  <p className={styles.text}>{entry.message.message}</p>
                ) : (
                  <RoomFileThumbnail file={entry.file} />
                )}
              </div>
            </li>
          );
        })}
        {pending && viewer ? (
          <li className={styles.entry} data-own="" data-pending="" aria-busy="true">
            <div className={styles.bubble}>
              <AuthorLine author={{ user_id: viewer.id, user_name: viewer.name }} people={people} at={null} />
              {pending.message.trim() !== '' ? <p className={styles.text}>{pending.message}</p> : null}
              {pending.file ? (
                <>
                  <img
                    className={styles.thumbnail}
                    src={pending.file.dataUrl}
                    alt={`Room file ${pending.file.file.name}, being sent`}
                    width={192}
                    height={144}
                  />
                  <p className={styles.fileName}>{pending.file.file.name}</p>
                </>
              ) : null}
            </div>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
