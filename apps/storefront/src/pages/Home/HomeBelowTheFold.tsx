import { Button } from '@showroom/ui';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './home.css.ts';

const loadSections = () => import('./HomeSections.tsx');

/** How far below the screen the sections start loading, so they are there when scrolled to. */
const LOAD_MARGIN = '300px 0px';

/**
 * The home page's sections below the hero, as one chunk fetched when they come within reach of
 * the screen (IntersectionObserver), not on first paint. Until then, and while loading, the space
 * they take is reserved so nothing jumps; a failed load offers to try again.
 */
export function HomeBelowTheFold() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={marker} className={styles.belowTheFold}>
      {near ? (
        <SectionsBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
          <Suspense fallback={<SectionsPlaceholder loading />}>
            <LazySections attempt={attempt} />
          </Suspense>
        </SectionsBoundary>
      ) : (
        <SectionsPlaceholder loading={false} />
      )}
    </div>
  );
}

const lazySections = new Map<number, ReturnType<typeof lazy>>();

/** A retry needs a fresh lazy component: React keeps a failed one failed. */
function LazySections({ attempt }: { attempt: number }) {
  let Sections = lazySections.get(attempt);
  if (!Sections) {
    Sections = lazy(() => loadSections().then((module) => ({ default: module.HomeSections })));
    lazySections.set(attempt, Sections);
  }
  // One lazy component per attempt, cached above, so this is the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Sections />;
}

/**
 * The sections' reserved space. Busy only while their code loads: out of reach, nothing is being
 * updated (a page never scrolled down is at rest, and says so to assistive technology).
 */
function SectionsPlaceholder({ loading }: { loading: boolean }) {
  return <div className={styles.sectionsPlaceholder} {...(loading ? { 'aria-busy': true } : {})} />;
}

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

class SectionsBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.sectionsError} role="alert">
        <p>This part of the page could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" onClick={this.props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
}
