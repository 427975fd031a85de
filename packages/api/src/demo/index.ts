/**
 * `@showroom/api/demo`: the one demo world shared by the mocks, stories, tests and the
 * reference server's seed. Deterministic and built on first use.
 */
export { buildDemoDataset, getDemoDataset, withCartTotals, type DemoDataset, type DemoShowroom } from './dataset.ts';
export {
  DEMO_ADMIN_ONE_TIME_CODE,
  DEMO_AI_CREDENTIAL,
  DEMO_CREDENTIALS,
  DEMO_PASSWORD,
  DEMO_SHOWROOM_IDS,
  type DemoAiUser,
  type DemoCredential,
  type DemoUser,
} from './users.ts';
export { homeCategoryNames, PRODUCTS_PER_LEAF_CATEGORY, toProductSummary } from './catalog.ts';
export {
  DEMO_IMAGE_CONTENT_TYPE,
  demoImageKinds,
  demoImagePath,
  isDemoImagePath,
  renderDemoImage,
  type DemoImageKind,
} from './images.ts';
export { DEMO_NOW, demoTimestamp } from './time.ts';
export { DEMO_VISITOR_SESSIONS, productPopularity, type DemoProductView } from './views.ts';
export { alsoViewedReference } from './alsoViewedReference.ts';
export { mockPicture, mockPictureKey, mockPlaceholder, renderMockPicture } from './pictures.ts';
