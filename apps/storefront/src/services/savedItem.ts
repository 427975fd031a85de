import type { SavedItem } from '@showroom/machines';

/**
 * A stored `my_item` is any object; its fields are the server's to check. Apart from the
 * effects that send it (projectEffects.ts), which pages load only when they sign someone in.
 */
export const isSavedItem = (value: unknown): value is SavedItem => typeof value === 'object' && value !== null;
