import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  { id: 'summary' },
  { id: 'account' },
  { id: 'children' },
  { id: 'tutors' },
  { id: 'sessions' },
  { id: 'photos' },
  { id: 'emails' },
  { id: 'contact', link: { to: '/contact', labelKey: 'privacy.links.contact' } },
  { id: 'cookies' },
  { id: 'payments' },
  { id: 'sharing' },
  { id: 'keeping', link: { to: '/profile', labelKey: 'privacy.links.profile' } },
  { id: 'rights' },
];

/** /privacy: what this product stores, why, who sees it and how to have it removed. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={sections} />;
}
