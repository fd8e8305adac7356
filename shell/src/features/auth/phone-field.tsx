import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CountryCode } from 'libphonenumber-js';
import type { Language } from '@app/contracts';
import { Select, TextField } from './form-controls';
import { countryOptions } from './phone-countries';
import { formatInternationalPhone } from './signup-validation';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
`;

interface PhoneFieldProps {
  language: Language;
  country: CountryCode;
  phone: string;
  error?: string;
  onCountryChange: (country: CountryCode) => void;
  onPhoneChange: (phone: string) => void;
}

/** Optional phone with its country; a valid number is rewritten in international format on blur (spec §5). */
export function PhoneField({ language, country, phone, error, onCountryChange, onPhoneChange }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  const countryId = useId();
  const groups = useMemo(() => countryOptions(language), [language]);

  function normalise() {
    const international = formatInternationalPhone(phone, country);
    if (international) onPhoneChange(international);
  }

  return (
    <Group>
      <label htmlFor={countryId}>{t('fields.country')}</label>
      <Select id={countryId} value={country} onChange={(event) => onCountryChange(event.target.value as CountryCode)}>
        {groups.map(({ region, countries }) => (
          <optgroup key={region} label={t(`regions.${region}`)}>
            {countries.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        onBlur={normalise}
        hint={t('validation.enterValidPhone')}
        error={error}
      />
    </Group>
  );
}
