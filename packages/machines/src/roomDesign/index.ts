export { currentSlots, designTakeOff, roomDesignMachine, roomDesignStates } from './roomDesign.machine.ts';
export type {
  AddDesignToCartRequest,
  DesignCartLine,
  OpenDesignRequest,
  RoomDesignContext,
  RoomDesignEvent,
  RoomDesignState,
  SaveDesignRequest,
} from './roomDesign.machine.ts';
export {
  ROOM_DESIGN_HISTORY_LIMIT,
  chooseProduct,
  failureMessage,
  initialChoices,
  redoChoice,
  roomDesignMessages,
  savedDesignOf,
  undoChoice,
} from './roomDesign.rules.ts';
export type {
  DesignHistory,
  LoadedDesign,
  RoomDesignChoices,
  RoomDesignPlan,
  RoomDesignProduct,
  RoomDesignSlot,
  SavedDesign,
} from './roomDesign.rules.ts';
