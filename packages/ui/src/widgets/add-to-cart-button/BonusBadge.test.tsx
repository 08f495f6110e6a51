import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { BonusBadge } from './BonusBadge';

describe('BonusBadge', () => {
  it('writes the percentage and the programme name', async () => {
    render(<BonusBadge percent={10} loyaltyProgramName="Trumf" texts={nb} />);
    expect(screen.getByText('10 % Trumf-bonus!').textContent).toBe('10 % Trumf-bonus!');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('writes a fractional percentage with a decimal comma', () => {
    render(<BonusBadge percent={2.5} loyaltyProgramName="Trumf" texts={nb} />);
    expect(screen.getByText('2,5 % Trumf-bonus!')).toBeInTheDocument();
  });

  it.each([null, undefined])('renders nothing for %s', (percent) => {
    const { container } = render(<BonusBadge percent={percent} loyaltyProgramName="Trumf" texts={nb} />);
    expect(container).toBeEmptyDOMElement();
  });
});
