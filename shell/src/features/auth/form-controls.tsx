import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldStyles } from '@app/ui';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const InputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: stretch;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${fieldStyles}
`;

export const Select = styled.select`
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${fieldStyles}
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.95rem;
`;

const ToggleButton = styled.button`
  font: inherit;
  font-size: 0.9rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** A button that looks like a link (opens a dialog, switches a tab). */
export const LinkButton = styled.button`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e7f6f3;
  color: #0b6b60;
  font-weight: 600;
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown in red and announced with the field (aria-describedby, aria-invalid). */
  error?: string;
  hint?: string;
  /** Something beside the input, e.g. the show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose hint and message are tied to it for assistive technology. */
export function TextField({ label, error, hint, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </InputRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

/** A password input with the show/hide toggle of spec §2. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <ToggleButton type="button" onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('password.hide') : t('password.show')}
        </ToggleButton>
      }
    />
  );
}
