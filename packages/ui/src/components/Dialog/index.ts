export { Dialog, DialogClose, dialogSizes } from './Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog.tsx';
