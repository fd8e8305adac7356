import { EARLIEST_BIRTH_DATE, latestBirthDate } from '@app/contracts';
import { Button, Row, Stack } from '@app/ui';
import { useId, type FormEvent } from 'react';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import type { ProfileFormValues } from '../profile-form-values';
import { Field, Hint, Input } from './profile-fields';

interface ProfileFormProps {
  values: ProfileFormValues;
  email: string;
  saving: boolean;
  onChange: (field: keyof ProfileFormValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

export function ProfileForm({ values, email, saving, onChange, onSubmit, onCancel }: ProfileFormProps) {
  const { t } = useAccountTranslation();
  const id = useId();
  return (
    <form onSubmit={onSubmit} aria-busy={saving}>
      <Stack>
        <Field>
          <label htmlFor={`${id}-name`}>{t('profile.fields.name')}</label>
          <Input id={`${id}-name`} autoComplete="name" value={values.name} onChange={(event) => onChange('name', event.target.value)} />
        </Field>
        <Field>
          <label htmlFor={`${id}-email`}>{t('profile.fields.email')}</label>
          <Input id={`${id}-email`} type="email" value={email} readOnly aria-describedby={`${id}-email-hint`} />
          <Hint id={`${id}-email-hint`}>{t('profile.emailReadOnly')}</Hint>
        </Field>
        <Field>
          <label htmlFor={`${id}-birth`}>{t('profile.fields.birthDate')}</label>
          <Input
            id={`${id}-birth`}
            type="date"
            autoComplete="bday"
            min={EARLIEST_BIRTH_DATE}
            max={latestBirthDate()}
            value={values.birthDate}
            onChange={(event) => onChange('birthDate', event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-phone`}>{t('profile.fields.phone')}</label>
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => onChange('phone', event.target.value)}
          />
        </Field>
        <Row>
          <Button type="submit" disabled={saving}>
            {saving ? t('profile.saving') : t('profile.save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
            {t('profile.cancel')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
