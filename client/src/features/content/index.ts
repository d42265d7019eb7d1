/**
 * The content pages' public face: the views the content route composes.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { ArticleView } from './ArticleView.tsx';
export { ContentFrame } from './ContentFrame.tsx';
export { sitePath } from './format.ts';
export { GalleryListView } from './GalleryListView.tsx';
export { GalleryView } from './GalleryView.tsx';
export { NewsListView } from './NewsListView.tsx';
export { NotFoundView } from './NotFoundView.tsx';
export type { NotFoundVariant } from './NotFoundView.tsx';
export { PageView } from './PageView.tsx';
export { PressListView } from './PressListView.tsx';
export { VirtualTour } from './VirtualTour.tsx';
