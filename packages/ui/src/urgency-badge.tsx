import styled from 'styled-components';
import type { Urgency } from '@app/contracts';
import { URGENCY_COLORS } from './theme';

/** Spec §9: high, medium and low have their own colour; anything else (emergency) takes the default blue. */
export function urgencyColor(urgency: Urgency): string {
  return urgency === 'emergency' ? URGENCY_COLORS.default : URGENCY_COLORS[urgency];
}

const Badge = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
  /* Black keeps 4.5:1 contrast on all four spec colours, the blue included. */
  color: #000;
  font-weight: 700;
  font-size: 1rem;
`;

const Mark = styled.span`
  font-size: 1.1em;
  line-height: 1;
`;

const MARKS: Record<Urgency, string> = { low: '●', medium: '▲', high: '!', emergency: '⚠' };

export interface UrgencyBadgeProps {
  urgency: Urgency;
  /** The full text read and shown, e.g. "Urgency: high"; the colour never carries the meaning alone. */
  label: string;
}

/** The urgency level in its spec colour, with a shape mark and a text label. */
export function UrgencyBadge({ urgency, label }: UrgencyBadgeProps) {
  return (
    <Badge $color={urgencyColor(urgency)} data-urgency={urgency}>
      <Mark aria-hidden="true">{MARKS[urgency]}</Mark>
      {label}
    </Badge>
  );
}
