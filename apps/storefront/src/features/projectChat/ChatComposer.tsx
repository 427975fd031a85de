import { MAX_CHAT_MESSAGE_LENGTH, projectToolMessages, roomFileRule } from '@showroom/api';
import { Button, Field, FileDropzone, TextArea } from '@showroom/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COUNTER_FROM_REMAINING } from './chatTimeline.ts';
import * as styles from './projectChat.css.ts';
import { checkRoomFileInBrowser, roomFileHint, type ReadyRoomFile } from './roomFileCheck.ts';
import type { PendingPost, PostOutcome, PostRefusal } from './useProjectChat.ts';

/** Laravel's wording, as the server's other limits read. */
export const messageTooLong = `The message field must not be greater than ${MAX_CHAT_MESSAGE_LENGTH} characters.`;

/** '12 characters left', '3 characters too many': shown only near the limit. */
function counterText(length: number): string | null {
  const remaining = MAX_CHAT_MESSAGE_LENGTH - length;
  if (remaining > COUNTER_FROM_REMAINING) return null;
  if (remaining >= 0) return `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`;
  return `${-remaining} ${remaining === -1 ? 'character' : 'characters'} too many`;
}

export interface ChatComposerProps {
  /** Sends the post; the composer empties at once and gets its text and file back if it is refused. */
  readonly onSend: (post: PendingPost) => Promise<PostOutcome>;
  /** For the chat's live region (a file ready or refused). */
  readonly onAnnounce: (text: string) => void;
  readonly sending: boolean;
}

/**
 * The message box and the room-file picker. Enter sends, Shift+Enter starts a new line. A room
 * file is checked against §5 in the browser as soon as it is picked (the server's messages,
 * under the picker) and previewed; nothing typed or picked is lost when a post is refused.
 */
export function ChatComposer({ onSend, onAnnounce, sending }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [ready, setReady] = useState<ReadyRoomFile | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<PostRefusal>({});
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pickCount = useRef(0);
  const counter = counterText(text.length);
  const over = text.length > MAX_CHAT_MESSAGE_LENGTH;

  const pick = async (files: File[]) => {
    const mine = ++pickCount.current;
    const file = files[0];
    setErrors(({ message }) => (message === undefined ? {} : { message }));
    if (file === undefined) {
      setReady(null);
      return;
    }
    setChecking(true);
    const check = await checkRoomFileInBrowser(file);
    if (mine !== pickCount.current) return;
    setChecking(false);
    if (check.ok) {
      setReady(check.ready);
      onAnnounce(`${file.name} is ready to send.`);
    } else {
      setReady(null);
      setErrors((current) => ({ ...current, file: check.message }));
      onAnnounce(check.message);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || checking) return;
    const problem = over ? messageTooLong : text.trim() === '' && ready === null ? projectToolMessages.chatEmpty : null;
    if (problem !== null) {
      setErrors({ message: problem });
      onAnnounce(problem);
      textarea.current?.focus();
      return;
    }
    const post: PendingPost = { message: text, file: ready };
    setText('');
    setReady(null);
    setErrors({});
    const outcome = await onSend(post);
    if (outcome.ok) return;
    // Nothing could be typed or picked meanwhile (the box is read-only while sending).
    setText(post.message);
    setReady(post.file);
    setErrors(outcome.refusal);
    if (outcome.refusal.file === undefined || outcome.refusal.message !== undefined) textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} aria-label="New message" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Message"
        error={errors.message}
        hint={
          <>
            Enter sends; Shift+Enter starts a new line.
            {counter === null ? null : (
              <>
                {' '}
                <span className={styles.counter} data-over={over ? '' : undefined}>
                  {counter}
                </span>
              </>
            )}
          </>
        }
      >
        <TextArea
          ref={textarea}
          name="message"
          rows={3}
          value={text}
          readOnly={sending}
          aria-invalid={over || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.message !== undefined) setErrors(({ message: _message, ...rest }) => rest);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <FileDropzone
        label="Room file (optional)"
        field={roomFileRule.field}
        hint={roomFileHint}
        files={ready ? [ready.file] : []}
        onFilesChange={(files) => void pick(files)}
        error={errors.file}
        serverMessage={projectToolMessages.roomFileType}
        disabled={sending}
      />
      {ready ? (
        <figure className={styles.preview}>
          <img className={styles.previewImage} src={ready.dataUrl} alt={`Preview of ${ready.file.name}`} />
          <figcaption>
            {ready.file.name}, {ready.width} × {ready.height} pixels: sent with your message.
          </figcaption>
        </figure>
      ) : null}
      {errors.form ? (
        <p className={styles.problem} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <p className={styles.keys}>{checking ? 'Checking the room file…' : null}</p>
        <Button type="submit" loading={sending} disabled={checking}>
          Send
        </Button>
      </div>
    </form>
  );
}
