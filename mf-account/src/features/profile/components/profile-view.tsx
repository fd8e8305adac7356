import type { Language, Profile } from '@app/contracts';
import { formatCalendarDate } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { FieldList } from './profile-fields';

export function ProfileView({ profile, language }: { profile: Profile; language: Language }) {
  const { t } = useAccountTranslation();
  const notInformed = t('profile.notInformed');
  return (
    <FieldList>
      <dt>{t('profile.fields.name')}</dt>
      <dd>{profile.name || notInformed}</dd>
      <dt>{t('profile.fields.email')}</dt>
      <dd>{profile.email}</dd>
      <dt>{t('profile.fields.birthDate')}</dt>
      <dd>{profile.birth_date ? formatCalendarDate(profile.birth_date, language) : notInformed}</dd>
      <dt>{t('profile.fields.phone')}</dt>
      <dd>{profile.phone || notInformed}</dd>
    </FieldList>
  );
}
