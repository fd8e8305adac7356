import styled from 'styled-components';

const Track = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  flex: none;
  position: relative;
  width: 52px;
  height: 30px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 3px rgba(20, 33, 61, 0.3);
    transition: transform 0.15s ease;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(22px);
  }
`;

interface SwitchProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}

/** A checkbox that looks and announces itself as an on/off switch; its label is the caller's. */
export function Switch({ id, checked, onChange, describedBy }: SwitchProps) {
  return <Track id={id} checked={checked} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} />;
}
