import { Button, Icon, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { ProfileEditor } from './ProfileEditor.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { useProfile } from './useProfile.ts';
import * as styles from './Account.css.ts';

/** /account's profile: loading, the summary with Edit, the form, the saved message, the load error. */
export function ProfileSection() {
  const profile = useProfile();
  const { profile: loaded, form, saved } = profile;
  const savedMessage = useRef<HTMLParagraphElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving the form: the focus goes to the news (saved) or back to Edit (cancelled), never to the page's top.
  useEffect(() => {
    if (form !== null) {
      wasEditing.current = true;
      return;
    }
    if (!wasEditing.current) return;
    wasEditing.current = false;
    if (saved !== null) savedMessage.current?.focus();
    else editButton.current?.focus();
  }, [form, saved]);

  return (
    <section className={styles.section} aria-labelledby="profile-heading" aria-busy={loaded.status === 'loading'}>
      <div className={styles.sectionHeader}>
        <h2 id="profile-heading" className={styles.sectionTitle}>
          {form ? 'Edit profile' : 'Profile'}
        </h2>
        {loaded.status === 'ready' && form === null ? (
          <Button ref={editButton} variant="outline" size="sm" onClick={profile.edit}>
            Edit profile
          </Button>
        ) : null}
      </div>
      {saved !== null && form === null ? (
        <p ref={savedMessage} tabIndex={-1} role="status" className={styles.success}>
          <Icon name="success" size="sm" />
          {saved}
        </p>
      ) : null}
      {(() => {
        if (form !== null && loaded.status === 'ready') {
          return (
            <ProfileEditor
              form={form}
              email={loaded.data.user.email}
              errors={profile.errors}
              status={profile.status}
              summary={profile.summary}
              change={profile.change}
              save={() => void profile.save()}
              cancel={profile.cancel}
            />
          );
        }
        switch (loaded.status) {
          case 'idle':
          case 'loading':
            return (
              <SkeletonGroup label="Loading your profile">
                <Skeleton variant="text" lines={3} />
                <Skeleton variant="block" height="4rem" />
              </SkeletonGroup>
            );
          case 'error':
            return (
              <StateMessage
                tone="error"
                title={loaded.message}
                description="Your details are safe; this page could not reach them just now."
                action={
                  <Button variant="outline" onClick={profile.reload}>
                    Try again
                  </Button>
                }
              />
            );
          case 'ready':
            return <ProfileSummary profile={loaded.data} />;
        }
      })()}
    </section>
  );
}
