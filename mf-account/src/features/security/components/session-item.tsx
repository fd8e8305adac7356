import type { Language, UserSession } from '@app/contracts';
import { Button } from '@app/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { deviceOf } from '../device-of';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Device = styled.p`
  margin: 0;
  font-weight: 600;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Details = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const CurrentBadge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.85rem;
`;

interface SessionItemProps {
  session: UserSession;
  language: Language;
  ending: boolean;
  onEnd: (session: UserSession) => void;
}

/** One signed-in device: what it is, since when, where from; the others can be signed out from here. */
export function SessionItem({ session, language, ending, onEnd }: SessionItemProps) {
  const { t } = useAccountTranslation();
  const { browser, os } = deviceOf(session.userAgent);
  const device = browser && os ? t('security.sessions.device', { browser, os }) : (browser ?? os ?? t('security.sessions.unknownDevice'));
  const signedIn = formatDateTime(session.loginTime, language);
  const location = session.locationInfo
    ? [session.locationInfo.city, session.locationInfo.region, session.locationInfo.country].filter(Boolean).join(', ')
    : '';
  const where = [location, session.ipAddress ? t('security.sessions.ipAddress', { ip: session.ipAddress }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Item>
      <div>
        <Device>
          {device}
          {session.current && <CurrentBadge>{t('security.sessions.thisDevice')}</CurrentBadge>}
        </Device>
        <Details>
          {t('security.sessions.signedIn', { date: signedIn })} ·{' '}
          {t('security.sessions.lastActive', { date: formatDateTime(session.lastSeenAt, language) })}
        </Details>
        {where && <Details>{where}</Details>}
      </div>
      {!session.current && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onEnd(session)}
          disabled={ending}
          aria-label={t('security.sessions.signOutLabel', { device, date: signedIn })}
        >
          {t('security.sessions.signOut')}
        </Button>
      )}
    </Item>
  );
}
