import type { Language, Profile } from '@app/contracts';
import { Button, Card, ErrorCard, Stack } from '@app/ui';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { SuccessText } from './profile-fields';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

interface ProfileInfoCardProps {
  profile: Profile;
  language: Language;
  apiBase: string;
  onSaved: (profile: Profile) => void;
}

export function ProfileInfoCard({ profile, language, apiBase, onSaved }: ProfileInfoCardProps) {
  const { t } = useAccountTranslation();
  const editor = useProfileEditor({ profile, apiBase, language, onSaved, fallbackError: t('profile.saveError') });
  return (
    <Card>
      <Title>{t('profile.personalInfo')}</Title>
      <Stack>
        {editor.editing ? (
          <ProfileForm
            values={editor.values}
            email={profile.email}
            saving={editor.saving}
            onChange={editor.change}
            onSubmit={editor.save}
            onCancel={editor.cancel}
          />
        ) : (
          <div>
            <ProfileView profile={profile} language={language} />
            <Button type="button" onClick={editor.edit}>
              {t('profile.edit')}
            </Button>
          </div>
        )}
        {editor.feedback?.kind === 'failed' && <ErrorCard>{editor.feedback.message}</ErrorCard>}
        <div role="status">
          {editor.feedback?.kind === 'saved' && (
            <SuccessText>
              {t('profile.saved.title')}. {t('profile.saved.text')}
            </SuccessText>
          )}
        </div>
      </Stack>
    </Card>
  );
}
