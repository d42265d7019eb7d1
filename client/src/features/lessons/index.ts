/**
 * The lessons' public face: what the lesson schedule page composes.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { LessonBookingList } from './LessonBookingList.tsx';
export { LessonOrderSummary } from './LessonOrderSummary.tsx';
export { LessonPlanner } from './LessonPlanner.tsx';
export { default as lessonStyles } from './lessons.module.css';
export { monthRange } from './months.ts';
