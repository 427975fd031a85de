// The toaster's own chunk: importing the design system's barrel lazily would pull all of it.
export { Toaster } from '@showroom/ui';
