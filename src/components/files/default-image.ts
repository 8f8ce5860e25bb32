import defaultImage from './default-image.svg';

/** The image shown when a saved or chosen image does not load (section 8: a failed image load falls back to it). */
export const DEFAULT_IMAGE: string = defaultImage;
