import type { Analytics } from '../../../../shared/schemas/analytics';
import { AnnuityLesson } from './AnnuityLesson';
import { CompoundLesson } from './CompoundLesson';
import { RegionLesson } from './RegionLesson';

/** The 경제 수학 lessons of the analytics page (docs/product/teaching.md#lessons). */
export function LessonSections({
  analytics,
  region,
}: {
  analytics: Analytics;
  /** The region view asks for the signed-in student's own account: off in a teacher's view. */
  region: boolean;
}) {
  return (
    <>
      <CompoundLesson analytics={analytics} />
      <AnnuityLesson analytics={analytics} />
      {region && <RegionLesson holdings={analytics.holdings} />}
    </>
  );
}
