import { render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';
import { UrgencyBadge, urgencyColor } from './urgency-badge';

it('uses the spec colours, with the default blue for an emergency', () => {
  expect([urgencyColor('high'), urgencyColor('medium'), urgencyColor('low'), urgencyColor('emergency')]).toEqual([
    '#FF4C4C',
    '#FFA500',
    '#7ED957',
    '#3B72FF',
  ]);
});

it('says the urgency in words, not only in colour', () => {
  render(
    <UiProvider globalStyle={false}>
      <UrgencyBadge urgency="emergency" label="Urgency: emergency" />
    </UiProvider>,
  );
  expect(screen.getByText('Urgency: emergency')).toHaveStyle({ backgroundColor: '#3B72FF' });
});
