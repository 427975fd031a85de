export { Skeleton, SkeletonGroup, skeletonRadii, skeletonVariants } from './Skeleton.tsx';
export type {
  SkeletonGroupProps,
  SkeletonLength,
  SkeletonProps,
  SkeletonRadius,
  SkeletonVariant,
} from './Skeleton.tsx';
