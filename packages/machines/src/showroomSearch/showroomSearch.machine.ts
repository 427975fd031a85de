import { assign, setup } from 'xstate';
import type { NavigateParams, NotifyParams } from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import {
  findShowroomMatch,
  isCompleteShowroomId,
  normalizeShowroomText,
  showroomSearchMessages,
  toActiveShowroom,
  type ActiveShowroom,
  type ShowroomCategory,
  type ShowroomMatch,
  type ShowroomProfileResult,
} from './showroomSearch.rules.ts';

export interface ShowroomSearchContext {
  /** Exactly what was typed. */
  readonly text: string;
  /** The showroom found for the typed ID; Next is enabled only with one. */
  readonly match: ShowroomMatch | null;
  /**
   * Next was pressed while the lookup of a complete ID was on its way (Enter straight after
   * typing or pasting): the showroom is entered as soon as it is found.
   */
  readonly nextWanted: boolean;
}

export type ShowroomSearchEvent =
  | { readonly type: 'TYPE'; readonly text: string }
  /** Load the matched showroom and enter it. */
  | { readonly type: 'NEXT' }
  /** Run the failed lookup again. */
  | { readonly type: 'RETRY' };

export interface ShowroomLookupRequest {
  /** The `s` parameter of `GET /api/visualization/showrooms`. */
  readonly search: string;
}

export interface ShowroomProfileRequest {
  readonly showroom: number | string;
  readonly vsd_id: string;
}

export const showroomSearchStates = [
  'idle',
  'searching',
  'found',
  'notFound',
  'lookupFailed',
  'loadingProfile',
  'profileFailed',
  'entered',
] as const;
export type ShowroomSearchState = (typeof showroomSearchStates)[number];

/*
 * Inline in the config below, not named in `setup()`, so that a host's `provide()` offers only
 * the effects (the placeholders) and cannot replace how the machine decides.
 */
const typedCompleteId = ({ event }: { event: ShowroomSearchEvent }) =>
  event.type === 'TYPE' && isCompleteShowroomId(event.text);

export const showroomSearchMachine = setup({
  types: {
    context: {} as ShowroomSearchContext,
    events: {} as ShowroomSearchEvent,
  },
  actors: {
    /** `GET /api/visualization/showrooms?s=…`: the list of matching showrooms. */
    findShowrooms: placeholderActor<readonly ShowroomMatch[], ShowroomLookupRequest>('showroomSearch', 'findShowrooms'),
    /** `GET /api/visualization/shop_profile`: profile and categories (profile null when not found). */
    loadShowroomProfile: placeholderActor<ShowroomProfileResult, ShowroomProfileRequest>(
      'showroomSearch',
      'loadShowroomProfile',
    ),
  },
  actions: {
    /** Store the active showroom item (§3) in the browser. */
    storeActiveShowroom: placeholderAction<ActiveShowroom>(),
    /** Set the category list of the entered showroom. */
    setCategories: placeholderAction<{ readonly categories: readonly ShowroomCategory[] }>(),
    navigate: placeholderAction<NavigateParams>(),
    notify: placeholderAction<NotifyParams>(),
  },
}).createMachine({
  id: 'showroomSearch',
  context: { text: '', match: null, nextWanted: false },
  initial: 'idle',
  states: {
    /** Typing; fewer or more than 8 characters. */
    idle: {},
    searching: {
      invoke: {
        id: 'findShowrooms',
        src: 'findShowrooms',
        input: ({ context }) => ({ search: normalizeShowroomText(context.text) }),
        onDone: [
          {
            guard: ({ context, event }) => context.nextWanted && findShowroomMatch(event.output, context.text) !== null,
            target: 'loadingProfile',
            actions: assign({
              match: ({ context, event }) => findShowroomMatch(event.output, context.text),
              nextWanted: false,
            }),
          },
          {
            guard: ({ context, event }) => findShowroomMatch(event.output, context.text) !== null,
            target: 'found',
            actions: assign({ match: ({ context, event }) => findShowroomMatch(event.output, context.text) }),
          },
          { target: 'notFound', actions: assign({ nextWanted: false }) },
        ],
        onError: { target: 'lookupFailed', actions: assign({ nextWanted: false }) },
      },
      // Enter before the answer: remembered, and acted on when the showroom is found.
      on: { NEXT: { actions: assign({ nextWanted: true }) } },
    },
    /** Company name and ID shown; Next enabled. */
    found: {
      on: { NEXT: 'loadingProfile' },
    },
    /** §8 warning shown. */
    notFound: {
      entry: { type: 'notify', params: { kind: 'warning', message: showroomSearchMessages.notFound } },
    },
    lookupFailed: {
      on: { RETRY: 'searching' },
    },
    loadingProfile: {
      invoke: {
        id: 'loadShowroomProfile',
        src: 'loadShowroomProfile',
        // Only `found` leads here, and it always holds a match.
        input: ({ context }) => {
          const match = context.match as ShowroomMatch;
          return { showroom: match.id, vsd_id: match.vsd_id };
        },
        onDone: [
          {
            // §7: an empty profile means not found.
            guard: ({ event }) => event.output.profile === null,
            target: 'notFound',
            actions: assign({ match: null }),
          },
          {
            target: 'entered',
            actions: [
              {
                // The guard above sent empty profiles to notFound.
                type: 'storeActiveShowroom',
                params: ({ event }) =>
                  toActiveShowroom(event.output.profile as NonNullable<ShowroomProfileResult['profile']>),
              },
              { type: 'setCategories', params: ({ event }) => ({ categories: event.output.category }) },
              { type: 'navigate', params: { to: '/visualize/contractor/all' } },
            ],
          },
        ],
        onError: { target: 'profileFailed' },
      },
    },
    profileFailed: {
      on: { NEXT: 'loadingProfile' },
    },
    /** The showroom is active and the catalogue opened. */
    entered: { type: 'final' },
  },
  on: {
    // Typing works in every state until the showroom is entered. A new complete ID restarts the
    // lookup (re-entering drops any answer still on its way); other text clears the match.
    TYPE: [
      {
        guard: typedCompleteId,
        target: '.searching',
        reenter: true,
        actions: assign({ text: ({ event }) => event.text, match: null, nextWanted: false }),
      },
      { target: '.idle', actions: assign({ text: ({ event }) => event.text, match: null, nextWanted: false }) },
    ],
  },
});
