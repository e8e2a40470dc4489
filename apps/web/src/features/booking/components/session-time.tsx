import { useTranslation } from 'react-i18next';
import { useSessionFormat } from '../hooks/use-session-format';
import { mutedClass } from './styles';

/** When a session runs, in the viewer's clock, and in the tutor's beside it when they differ. */
export function SessionTime({
  start,
  end,
  tutorZone,
}: {
  start: string;
  end: string;
  tutorZone: string;
}) {
  const { t } = useTranslation('booking');
  const format = useSessionFormat();
  return (
    <>
      <time dateTime={start} className="block">
        {format.span(start, end)}
      </time>
      {tutorZone !== format.viewerZone && (
        <span className={`${mutedClass} block`}>
          {t('session.tutorTime', {
            time: format.clockSpan(start, end, tutorZone),
            zone: tutorZone,
          })}
        </span>
      )}
    </>
  );
}
