import type { Explained } from '../maths/explained';

/** A lesson figure as a card shows it: the explanation with its key and label. */
export const lessonMetric = (key: string, label: string, figure: Explained) => ({
  key,
  label,
  ...figure,
});
