import { fieldStyles } from '@app/ui';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  ${fieldStyles}
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose inline error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onChange, error, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
