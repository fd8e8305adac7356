import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SHORT_LINK_LIFETIMES, shortLinkLifetimeSchema, type Language, type ShortLinkLifetime } from '@app/contracts';
import { fieldStyles } from '@app/ui';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Select = styled.select`
  ${fieldStyles}
  min-height: 44px;
  max-width: 240px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

interface ExpiryPickerProps {
  language: Language;
  value: ShortLinkLifetime;
  onChange: (value: ShortLinkLifetime) => void;
  disabled?: boolean;
}

/** How long a new link works: 24 hours, 7 days, 30 days (the default) or with no limit. */
export function ExpiryPicker({ language, value, onChange, disabled }: ExpiryPickerProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t('sharePanel.expiryLabel')}</Label>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(shortLinkLifetimeSchema.parse(event.target.value))}>
        {SHORT_LINK_LIFETIMES.map((lifetime) => (
          <option key={lifetime} value={lifetime}>
            {t(`sharePanel.expiry.${lifetime}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
