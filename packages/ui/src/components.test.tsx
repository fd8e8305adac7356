import { render, screen } from '@testing-library/react';
import { Button, ErrorCard } from './components';
import { UiProvider } from './ui-provider';

it('an error card is announced to screen readers as an alert', () => {
  render(
    <UiProvider globalStyle={false}>
      <ErrorCard>Connection error. Check your internet and try again.</ErrorCard>
    </UiProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Connection error');
});

it('a disabled button cannot be pressed', () => {
  const onClick = jest.fn();
  render(
    <UiProvider globalStyle={false}>
      <Button disabled onClick={onClick}>
        Analyze
      </Button>
    </UiProvider>,
  );
  screen.getByRole('button', { name: 'Analyze' }).click();
  expect(onClick).not.toHaveBeenCalled();
});
