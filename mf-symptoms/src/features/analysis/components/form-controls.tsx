import styled from 'styled-components';
import { fieldStyles } from '@app/ui';

/** Shared looks of the screen's inputs, so every field has the same size, border and focus ring. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.95rem;
`;

export const TextInput = styled.input`
  width: 7rem;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${fieldStyles}
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
`;

/** A radio button or checkbox with its text; the whole line is the click target. */
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Unit = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

export const InlineField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
