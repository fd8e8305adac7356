import styled, { css } from 'styled-components';
import type { Urgency } from '@app/contracts';
import { EMERGENCY_COLOR, URGENCY_COLORS } from './theme';

export interface UrgencyStyle {
  background: string;
  color: string;
}

/**
 * Spec §9 colours for high, medium and low, with black text (contrast 6.4:1 or more); an emergency is filled deep
 * red with white text, so that the most serious answer is the loudest one.
 */
const URGENCY_STYLES: Record<Urgency, UrgencyStyle> = {
  low: { background: URGENCY_COLORS.low, color: '#000000' },
  medium: { background: URGENCY_COLORS.medium, color: '#000000' },
  high: { background: URGENCY_COLORS.high, color: '#000000' },
  emergency: { background: EMERGENCY_COLOR, color: '#FFFFFF' },
};

export function urgencyStyle(urgency: Urgency): UrgencyStyle {
  return URGENCY_STYLES[urgency];
}

const Badge = styled.span<{ $urgency: Urgency }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $urgency }) => URGENCY_STYLES[$urgency].background};
  color: ${({ $urgency }) => URGENCY_STYLES[$urgency].color};
  font-weight: 700;
  font-size: 1rem;
  /* The colour is part of the printed report too. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
  ${({ $urgency }) =>
    $urgency === 'emergency' &&
    css`
      font-weight: 800;
      /* A ring around the fill sets it apart from "high" even for someone who cannot tell the reds apart. */
      box-shadow:
        0 0 0 2px #ffffff,
        0 0 0 4px ${EMERGENCY_COLOR};
    `}
`;

const Mark = styled.span`
  font-size: 1.1em;
  line-height: 1;
`;

const MARKS: Record<Exclude<Urgency, 'emergency'>, string> = { low: '●', medium: '▲', high: '!' };

/** A warning triangle, drawn in the text colour. */
function EmergencyIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-urgency-icon="emergency"
      width="1.2em"
      height="1.2em"
      viewBox="0 0 24 24"
      fill="currentColor"
    >
      <path d="M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z" />
    </svg>
  );
}

export interface UrgencyBadgeProps {
  urgency: Urgency;
  /** The full text read and shown, e.g. "Urgency: high"; the colour never carries the meaning alone. */
  label: string;
}

/** The urgency level in its colour, with a shape mark (an icon for an emergency) and a text label. */
export function UrgencyBadge({ urgency, label }: UrgencyBadgeProps) {
  return (
    <Badge $urgency={urgency} data-urgency={urgency}>
      {urgency === 'emergency' ? <EmergencyIcon /> : <Mark aria-hidden="true">{MARKS[urgency]}</Mark>}
      {label}
    </Badge>
  );
}
