export { Picture, pictureFits } from './Picture.tsx';
export type { PictureFit, PictureProps, PictureSet } from './Picture.tsx';
