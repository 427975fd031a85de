import { Button, Spinner } from '@showroom/ui';
import { SHOWROOM_ID_LENGTH } from '@showroom/machines';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import type { ActiveShowroom } from '../state/showroomStore.ts';
import { leaveShowroom } from './showroomCategories.ts';
import type { ShowroomSearchSession, ShowroomSearchView } from './showroomSearchSession.ts';
import * as styles from './ShowroomIdCard.css.ts';

/** §8, reproduced exactly (the machine's copy is in the lazily loaded chunk). */
const NOT_FOUND = 'No Showroom Found, Please Enter Correct Showroom Id.';
const SHOWROOM_PAGE = '/visualize/contractor/all';

// The machine, xstate and the effects are their own chunk, loaded when the field is first
// touched: the card sits on the home page, whose first load has almost no room left.
const loadSearch = () => import('./showroomSearchSession.ts');

export interface ShowroomIdCardProps {
  /** The card's heading level where it is placed (2 on a page, 3 inside a dialog or section). */
  headingLevel?: 2 | 3;
  /** The card's element id (for links and `aria-controls` pointing at it). */
  id?: string;
  /** A Showroom ID a link named (`?showroom=`): typed in and entered as soon as it is found. */
  enterId?: string | null;
}

/**
 * §2, §4 Showroom search: the Showroom ID entry, driven by the `showroomSearch` machine; with an
 * active showroom, its name and ID with Continue Shopping and New Showroom.
 */
export function ShowroomIdCard({ headingLevel = 2, id, enterId = null }: ShowroomIdCardProps) {
  const services = useServices();
  const active = useAppStore('showroom', (state) => state.active);
  // After New Showroom the field takes focus; a card shown on arrival never steals it.
  const [focusEntry, setFocusEntry] = useState(false);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  if (active) {
    return (
      <section id={id} className={styles.card} aria-labelledby={headingId} data-state="active">
        <Heading id={headingId} className={styles.heading}>
          Your showroom
        </Heading>
        <ShowroomIdentity showroom={active} />
        <div className={styles.actions}>
          <Button asChild>
            <PrefetchLink to={SHOWROOM_PAGE}>Continue Shopping</PrefetchLink>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setFocusEntry(true);
              leaveShowroom(services);
            }}
          >
            New Showroom
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section id={id} className={styles.card} aria-labelledby={headingId} data-state="entry">
      <Heading id={headingId} className={styles.heading}>
        Enter your Showroom ID
      </Heading>
      <p className={styles.intro}>
        Shop manufacturer-direct materials through your contractor&apos;s or designer&apos;s showroom.
      </p>
      <ShowroomIdEntry focusOnMount={focusEntry} enterId={enterId} />
    </section>
  );
}

function ShowroomIdentity({ showroom }: { showroom: Pick<ActiveShowroom, 'company_name' | 'vsd_id'> }) {
  return (
    <p className={`${styles.match} ${styles.message}`} data-part="match">
      <span className={styles.company}>{showroom.company_name}</span>
      <span className={styles.showroomId}>
        Showroom ID: <span className={styles.code}>{showroom.vsd_id}</span>
      </span>
    </p>
  );
}

const idleView: ShowroomSearchView = { state: 'idle', match: null, nextWanted: false };
const noSubscription = () => () => undefined;

/** Reads a session like a store; before it exists the card is idle. */
function useSearchView(session: ShowroomSearchSession | null): ShowroomSearchView {
  return useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    session ? session.view : () => idleView,
    () => idleView,
  );
}

function ShowroomIdEntry({ focusOnMount, enterId }: { focusOnMount: boolean; enterId: string | null }) {
  const services = useServices();
  const [text, setText] = useState('');
  const [session, setSession] = useState<ShowroomSearchSession | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const textRef = useRef(text);
  const loading = useRef(false);
  // Set by a link's ID: Next is pressed for the visitor once the machine runs.
  const enterOnStart = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const view = useSearchView(session);
  // Enter pressed on an ID that is not 8 characters long: say why nothing happens.
  const [enteredWrongLength, setEnteredWrongLength] = useState(false);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => () => session?.stop(), [session]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Loads the machine on first touch; what was typed meanwhile is sent once it runs. */
  const start = () => {
    if (session || loading.current) return;
    loading.current = true;
    // The lookup needs the API client: fetch it alongside the machine.
    void services.runtime().catch(() => undefined);
    loadSearch().then(
      (module) => {
        // Gone before the chunk arrived: nothing to run.
        if (!mounted.current) return;
        const started = module.startShowroomSearch(services);
        if (textRef.current) started.type(textRef.current);
        if (enterOnStart.current) {
          // A link's ID: shown in the field now that it is being looked up, and entered once found.
          enterOnStart.current = false;
          setText(textRef.current);
          started.next();
        }
        setLoadFailed(false);
        setSession(started);
      },
      () => {
        loading.current = false;
        if (mounted.current) setLoadFailed(true);
      },
    );
  };

  const change = (value: string) => {
    textRef.current = value;
    setText(value);
    setEnteredWrongLength(false);
    if (session) session.type(value);
    else start();
  };

  // After hydration, not in the first render: the markup sent for the page has an empty field.
  useEffect(() => {
    if (!enterId) return;
    enterOnStart.current = true;
    textRef.current = enterId;
    start();
    // Once, for the ID the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While the lookup runs, Next (or Enter) is taken and acted on when the showroom is found.
  const canEnter = view.state === 'found' || view.state === 'profileFailed' || view.state === 'searching';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canEnter) session?.next();
  };
  const busy =
    view.state === 'loadingProfile' || view.state === 'entered' || (view.state === 'searching' && view.nextWanted);
  const wrongLength =
    text.trim().length > SHOWROOM_ID_LENGTH || (enteredWrongLength && text.trim().length !== SHOWROOM_ID_LENGTH);
  // A disabled Next blocks the form's implicit submission, so Enter is heard on the field itself.
  const enterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !canEnter && !busy) setEnteredWrongLength(true);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <label className={styles.label} htmlFor={inputId}>
        Showroom ID
      </label>
      <p id={hintId} className={styles.hint}>
        8 letters and digits, as your contractor or designer gave it to you.
      </p>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          name="showroom_id"
          value={text}
          // Longer than 8 so a pasted ID with spaces around it fits; the rules trim it.
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="e.g. AB12CD34"
          aria-describedby={`${hintId} ${statusId}`}
          aria-invalid={view.state === 'notFound' || wrongLength || undefined}
          readOnly={busy}
          onFocus={start}
          onPointerDown={start}
          onChange={(event) => change(event.target.value)}
          onKeyDown={enterKey}
        />
        <Button type="submit" disabled={!canEnter && !busy} loading={busy}>
          Next
        </Button>
      </div>
      <div id={statusId} className={styles.status} role="status" aria-live="polite">
        <SearchStatus view={view} wrongLength={wrongLength} loadFailed={loadFailed} />
      </div>
      {(view.state === 'lookupFailed' || view.state === 'profileFailed' || loadFailed) && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (loadFailed) {
                setLoadFailed(false);
                start();
              } else session?.retry();
            }}
          >
            Retry
          </Button>
        </div>
      )}
    </form>
  );
}

function Line({ tone, busy, children }: { tone: keyof typeof styles.tone; busy?: boolean; children: ReactNode }) {
  return (
    <p className={`${styles.message} ${styles.tone[tone]}`}>
      {busy && <Spinner size="sm" label={null} />}
      <span>{children}</span>
    </p>
  );
}

function SearchStatus({
  view,
  wrongLength,
  loadFailed,
}: {
  view: ShowroomSearchView;
  wrongLength: boolean;
  loadFailed: boolean;
}) {
  if (loadFailed)
    return <Line tone="danger">The Showroom ID search could not be loaded. Check your connection and retry.</Line>;
  switch (view.state) {
    case 'idle':
      return wrongLength ? <Line tone="warning">A Showroom ID has exactly 8 characters.</Line> : null;
    case 'searching':
      return (
        <Line tone="neutral" busy>
          Looking up this Showroom ID…
        </Line>
      );
    case 'found':
      return view.match && <ShowroomIdentity showroom={view.match} />;
    case 'notFound':
      return <Line tone="warning">{NOT_FOUND}</Line>;
    case 'lookupFailed':
      return <Line tone="danger">We could not look up this Showroom ID. Please retry.</Line>;
    case 'loadingProfile':
    case 'entered':
      return (
        <Line tone="neutral" busy>
          One moment, opening {view.match?.company_name ?? 'the showroom'}
        </Line>
      );
    case 'profileFailed':
      return (
        <>
          {view.match && <ShowroomIdentity showroom={view.match} />}
          <Line tone="danger">The showroom could not be opened. Please retry.</Line>
        </>
      );
  }
}
