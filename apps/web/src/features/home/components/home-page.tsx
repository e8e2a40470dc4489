import { usePageTitle } from '@/lib/page-title';
import { ClosingSection } from './closing-section';
import { HeroSection } from './hero-section';
import { StepsSection } from './steps-section';
import { SubjectsSection } from './subjects-section';
import { TrustStrip } from './trust-strip';
import { WhySection } from './why-section';

/** The home page of docs/shared/SPEC.md sections 1 and 2. */
export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection />
      <TrustStrip />
      <WhySection />
      <SubjectsSection />
      <StepsSection />
      <ClosingSection />
    </>
  );
}
