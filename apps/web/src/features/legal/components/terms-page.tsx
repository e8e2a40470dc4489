import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  { id: 'about' },
  { id: 'accounts', link: { to: '/signup', labelKey: 'terms.links.signup' } },
  { id: 'children' },
  { id: 'booking' },
  { id: 'cancelling' },
  { id: 'prices' },
  { id: 'tutors', link: { to: '/signup/tutor', labelKey: 'terms.links.becomeTutor' } },
  { id: 'conduct' },
  { id: 'reviews' },
  { id: 'content' },
  { id: 'ending', link: { to: '/profile', labelKey: 'terms.links.profile' } },
  { id: 'liability' },
  { id: 'changes', link: { to: '/privacy', labelKey: 'terms.links.privacy' } },
];

/** /terms: the rules of using Nibras, in plain words. */
export function TermsPage() {
  return <LegalDocument page="terms" sections={sections} />;
}
