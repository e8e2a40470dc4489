import { Skeleton } from '@/components/ui/skeleton';
import { panelSurface } from '@/components/ui/panel';

const panel = `${panelSurface} p-5`;

/** A panel's title and a few lines, standing in for one section of the profile. */
function PanelSkeleton({ lines }: { lines: number }) {
  return (
    <div className={panel}>
      <Skeleton className="h-7 w-40" />
      <div className="mt-3 flex flex-col gap-2">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} className={`h-5 ${index === lines - 1 ? 'w-2/3' : 'w-full'}`} />
        ))}
      </div>
    </div>
  );
}

/**
 * The tutor's page in the shape it will have: the header, the panels and the free times, so the
 * profile fills it in place instead of pushing the footer down when it arrives.
 */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden data-testid="profile-skeleton">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <Skeleton className="size-24 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-7 w-96 max-w-full" />
            <Skeleton className="h-5 w-24" />
          </div>
          <div className="flex flex-wrap gap-3">
            <Skeleton className="h-12 w-48 rounded-full" />
            <Skeleton className="h-12 w-40 rounded-full" />
          </div>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <PanelSkeleton lines={5} />
            <PanelSkeleton lines={3} />
            <PanelSkeleton lines={4} />
          </div>
          <PanelSkeleton lines={8} />
        </div>
      </div>
    </>
  );
}
