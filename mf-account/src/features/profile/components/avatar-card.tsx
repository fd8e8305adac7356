import type { Language, Profile } from '@app/contracts';
import { Card, Row } from '@app/ui';
import styled from 'styled-components';
import { formatDate, formatDateTime } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { initialsOf } from '../profile-form-values';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 1.6rem;
  font-weight: 700;
`;

const Name = styled.h2`
  font-size: 1.3rem;
  margin: 0;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export function AvatarCard({ profile, language }: { profile: Profile; language: Language }) {
  const { t } = useAccountTranslation();
  return (
    <Card>
      <Row $gap={4}>
        <Avatar aria-hidden="true">{initialsOf(profile.name, profile.email)}</Avatar>
        <div>
          <Name>{profile.name || profile.email}</Name>
          <Meta>{t('profile.memberSince', { date: formatDate(profile.created_at, language) })}</Meta>
          {profile.last_login && <Meta>{t('profile.lastAccess', { date: formatDateTime(profile.last_login, language) })}</Meta>}
        </div>
      </Row>
    </Card>
  );
}
