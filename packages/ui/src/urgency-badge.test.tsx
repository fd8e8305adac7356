import { render, screen } from '@testing-library/react';
import type { Urgency } from '@app/contracts';
import { UiProvider } from './ui-provider';
import { UrgencyBadge, urgencyStyle } from './urgency-badge';

function renderBadge(urgency: Urgency, label: string) {
  render(
    <UiProvider globalStyle={false}>
      <UrgencyBadge urgency={urgency} label={label} />
    </UiProvider>,
  );
  return screen.getByText(label);
}

it.each([
  ['high', 'Urgency: high', '#FF4C4C'],
  ['medium', 'Urgency: medium', '#FFA500'],
  ['low', 'Urgency: low', '#7ED957'],
] as const)('shows %s urgency in words on its spec colour (§9), in black text', (urgency, label, colour) => {
  const badge = renderBadge(urgency, label);
  expect(badge).toHaveAttribute('data-urgency', urgency);
  expect(badge).toHaveStyle({ backgroundColor: colour, color: '#000000' });
  expect(badge.querySelector('[data-urgency-icon]')).toBeNull();
});

it('fills an emergency deep red with white text and a warning icon hidden from screen readers', () => {
  const badge = renderBadge('emergency', 'Urgência: emergência');
  expect(badge).toHaveAttribute('data-urgency', 'emergency');
  expect(badge).toHaveStyle({ backgroundColor: '#B71C1C', color: '#FFFFFF' });
  expect(badge.querySelector('svg[data-urgency-icon="emergency"]')).toHaveAttribute('aria-hidden', 'true');
  expect(badge).toHaveTextContent(/^Urgência: emergência$/);
});

it('never gives an emergency the calm default blue, nor the colour of "high"', () => {
  expect(urgencyStyle('emergency').background).not.toBe('#3B72FF');
  expect(urgencyStyle('emergency').background).not.toBe(urgencyStyle('high').background);
});

/** WCAG 2.x relative luminance and contrast ratio. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

it.each(['low', 'medium', 'high', 'emergency'] as const)('keeps the %s text at WCAG AA contrast (4.5:1)', (urgency) => {
  const { color, background } = urgencyStyle(urgency);
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
});
