import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { clampPercent, SplitDivider } from './split-divider';

describe('pane dividers (spec section 9 bounds)', () => {
  it('clamps to the bounds', () => {
    expect(clampPercent(10, 30, 70)).toBe(30);
    expect(clampPercent(90, 30, 85)).toBe(85);
    expect(clampPercent(50, 30, 70)).toBe(50);
  });

  it('moves by arrow keys within the bounds', () => {
    const onChange = jest.fn();
    render(
      <AppProviders store={makeStore()}>
        <SplitDivider orientation="vertical" value={70} min={30} max={70} label="Resize panes" onChange={onChange} />
      </AppProviders>,
    );
    const divider = screen.getByRole('separator', { name: 'Resize panes' });
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(70);
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(68);
  });
});
