import { ProfileEditorPage } from '@/features/tutors/components/profile-editor-page';

export function Component() {
  return <ProfileEditorPage />;
}
