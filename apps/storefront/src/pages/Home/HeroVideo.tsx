import { Icon } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './home.css.ts';

/** Only wide screens that allow motion get the video; the query is also the CSS that shows the frame. */
export const HERO_VIDEO_QUERY = '(min-width: 1025px) and (prefers-reduced-motion: no-preference)';
const STILL_QUERY = '(min-width: 1025px) and (prefers-reduced-motion: reduce)';

type Mode = 'none' | 'still' | 'video';

function modeNow(): Mode {
  if (window.matchMedia(HERO_VIDEO_QUERY).matches) return 'video';
  return window.matchMedia(STILL_QUERY).matches ? 'still' : 'none';
}

/** Resolves once the page has loaded and the browser is idle, so the video never competes with it. */
function afterLoad(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

/**
 * The hero's looping video (rendered for the project by scripts/hero-video): decorative, muted,
 * inline, with a button that pauses and plays it. It is requested only after the page has loaded,
 * only on wide screens and only without reduced motion (then the poster stands still instead);
 * small screens load nothing. Its frame is smaller than the hero's heading, so it never becomes
 * the largest contentful paint.
 */
export function HeroVideo() {
  const [mode, setMode] = useState<Mode>('none');
  // A video is paused until it really plays (autoplay may start late or be refused), so the
  // button never offers to pause a still picture.
  const [paused, setPaused] = useState(true);
  const video = useRef<HTMLVideoElement | null>(null);
  const keep = (element: HTMLVideoElement | null) => {
    video.current = element;
    // A property, not an attribute: `disablepictureinpicture` is not HTML (validators refuse it).
    if (element) element.disablePictureInPicture = true;
  };
  // WCAG 2.2.2: motion that starts by itself and lasts over five seconds can be paused.
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  useEffect(() => {
    let cancelled = false;
    const queries = [window.matchMedia(HERO_VIDEO_QUERY), window.matchMedia(STILL_QUERY)];
    const update = () => {
      if (!cancelled) setMode(modeNow());
    };
    void afterLoad().then(update);
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      cancelled = true;
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);

  return (
    <div className={styles.videoFrame} data-mode={mode}>
      {mode === 'video' ? (
        <>
          <video
            className={styles.video}
            aria-hidden="true"
            autoPlay
            muted
            loop
            playsInline
            ref={keep}
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
            preload="auto"
            poster="/hero/showroom-hero-poster.webp"
            width={320}
            height={200}
          >
            <source src="/hero/showroom-hero.webm" type="video/webm" />
            <source src="/hero/showroom-hero.mp4" type="video/mp4" />
          </video>
          <button
            type="button"
            className={styles.videoToggle}
            onClick={toggle}
            aria-label={paused ? 'Play the background video' : 'Pause the background video'}
          >
            <Icon name={paused ? 'play' : 'pause'} size="sm" />
          </button>
        </>
      ) : mode === 'still' ? (
        <img className={styles.video} src="/hero/showroom-hero-poster.webp" alt="" width={320} height={200} />
      ) : null}
    </div>
  );
}
