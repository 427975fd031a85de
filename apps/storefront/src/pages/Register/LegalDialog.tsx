import { Button, Dialog, DialogClose, Spinner, StateMessage } from '@showroom/ui';
import { Component, lazy, Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { preloadPage } from '../../routes/pageModules.ts';
import { findRoute, type RouteDefinition } from '../../routes/routeTable.ts';
import { AutoRenewalTerms } from './AutoRenewalTerms.tsx';
import * as styles from './RegisterPage.css.ts';

/** §2: the terms modals of the wizard. */
export const legalDocuments = ['terms', 'privacy', 'autoRenewal'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export const legalTitles: Readonly<Record<LegalDocument, string>> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  autoRenewal: 'Auto-renewal subscription terms',
};

// The Terms and the Privacy Policy are the content pages themselves (their own chunks, loaded
// when the modal first opens), so the modal and the page can never say different things.
const TermsOfService = lazy(() => preloadPage('termsOfService'));
const PrivacyPolicy = lazy(() => preloadPage('privacyPolicy'));

function routeOf(path: string): RouteDefinition {
  // Both paths are in the route table (§2); a test of the page checks the modals open.
  return findRoute(path) as RouteDefinition;
}

/**
 * Links inside the documents lead to other pages. Followed here they would leave the wizard and
 * lose what was typed, so they open in a new tab; links within the document stay in it.
 */
function keepTheForm(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href || href.startsWith('#') || href.startsWith('mailto:')) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
}

class LoadFailure extends Component<{ children: ReactNode; path: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StateMessage
        tone="error"
        size="sm"
        title="This document could not be loaded."
        description={
          <>
            Please check your connection, or read it on{' '}
            <a href={this.props.path} target="_blank" rel="noopener">
              its own page
            </a>
            .
          </>
        }
      />
    );
  }
}

export interface LegalDialogProps {
  readonly document: LegalDocument | null;
  onClose(): void;
}

/** One modal for the three documents; closing it returns the focus to the link that opened it. */
export function LegalDialog({ document, onClose }: LegalDialogProps) {
  const path = document === 'privacy' ? '/privacy_policy' : '/terms_of_service';
  // The dialog has no Radix trigger (three links open it), so it cannot know where focus came from.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={document !== null}
      contentProps={{
        // Called before focus moves in: what has it now is the link that opened the document.
        onOpenAutoFocus: () => {
          opener.current = globalThis.document.activeElement as HTMLElement | null;
        },
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          opener.current?.focus();
        },
      }}
      onOpenChange={(open) => !open && onClose()}
      title={document ? legalTitles[document] : ''}
      footer={
        <DialogClose>
          <Button>Back to sign-up</Button>
        </DialogClose>
      }
    >
      {/* Clicks bubble from the document's links; the links stay the keyboard controls. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.legalBody} onClick={keepTheForm} data-document={document ?? undefined}>
        {document === 'autoRenewal' ? (
          <AutoRenewalTerms />
        ) : document ? (
          <LoadFailure path={path}>
            <Suspense
              fallback={
                <div className={styles.legalLoading}>
                  <Spinner label={`Loading the ${legalTitles[document]}`} />
                </div>
              }
            >
              {document === 'terms' ? (
                <TermsOfService route={routeOf(path)} />
              ) : (
                <PrivacyPolicy route={routeOf(path)} />
              )}
            </Suspense>
          </LoadFailure>
        ) : null}
      </div>
    </Dialog>
  );
}
