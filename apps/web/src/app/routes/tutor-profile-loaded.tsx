import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  type DehydratedState,
} from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TutorProfilePage } from '@/features/tutors/components/tutor-profile-page';
import { getSubjects } from '@/lib/catalog/get-subjects';
import { catalogQueryKeys } from '@/lib/catalog/query-keys';
import { currentLanguage } from '@/lib/i18n';
import { getTutor } from '@/lib/tutors/get-tutor';
import { tutorKeys } from '@/lib/tutors/query-keys';
import { serverContextOf } from '@/app/router-trial';

/**
 * Trial of issue 35 (docs/decisions/0035): a tutor's profile as React Router's data-mode server
 * rendering documents it, with TanStack Query's own SSR idiom. The loader reads the page's
 * answers (in Node through the API in-process, in the browser over HTTP) and returns them
 * dehydrated; React Router carries them to the browser in its own hydration script, and
 * HydrationBoundary puts them in the cache before the page reads it.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<DehydratedState> {
  const server = serverContextOf(context);
  const language = server?.language ?? currentLanguage();
  const id = params.id ?? '';
  const client = new QueryClient();
  await Promise.all([
    client.prefetchQuery({
      queryKey: tutorKeys.profile(id, language),
      queryFn: () =>
        server ? server.api(`/api/v1/tutors/${encodeURIComponent(id)}`) : getTutor(id),
    }),
    // The footer lists the subjects on every page.
    client.prefetchQuery({
      queryKey: catalogQueryKeys.subjects(language),
      queryFn: () => (server ? server.api('/api/v1/subjects') : getSubjects()),
    }),
  ]);
  return dehydrate(client);
}

export function Component() {
  return (
    <HydrationBoundary state={useLoaderData() as DehydratedState}>
      <TutorProfilePage />
    </HydrationBoundary>
  );
}
