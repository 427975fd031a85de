/** Where "Browse materials" leads: the active showroom's catalogue, else home (as the cart's own empty state). */
export const SHOWROOM_CATALOGUE = '/visualize/contractor/all';

export const projectCartTexts = {
  heading: "This project's cart",
  loading: "Loading the project's cart",
  failed: "The project's cart could not be loaded.",
  emptyTitle: 'No materials in this project yet',
  emptyDescription:
    'Browse the showroom and add materials to your cart while this project is open, or design the room in the visualizer and add the design to your cart: they are listed here, ready to order.',
  browse: 'Browse materials',
  toCart: 'Go to your cart',
  addAll: 'Add all to cart',
  adding: 'Adding to your cart…',
  addAllNote: 'Every line goes into your cart at once; this project keeps its list.',
  waitForSaving: 'Saving your changes… Add all to cart is available once they are saved.',
  addFailed: 'The materials could not be added to your cart. Nothing was added; please try again.',
  alreadyInCart: "This project's materials are your cart.",
  updateFailed: 'The change could not be saved. Please try again.',
  updating: 'Updating…',
  free: 'Free',
} as const;
