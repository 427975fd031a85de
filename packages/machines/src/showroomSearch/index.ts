export { showroomSearchMachine, showroomSearchStates } from './showroomSearch.machine.ts';
export type {
  ShowroomSearchContext,
  ShowroomSearchEvent,
  ShowroomSearchState,
  ShowroomLookupRequest,
  ShowroomProfileRequest,
} from './showroomSearch.machine.ts';
export {
  SHOWROOM_ID_LENGTH,
  SEARCH_MIN_LENGTH_EXCLUSIVE,
  showroomSearchMessages,
  normalizeShowroomText,
  isCompleteShowroomId,
  isSearchableText,
  findShowroomMatch,
  toActiveShowroom,
} from './showroomSearch.rules.ts';
export type {
  ShowroomMatch,
  ShowroomProfile,
  ShowroomCategory,
  ShowroomProfileResult,
  ActiveShowroom,
} from './showroomSearch.rules.ts';
