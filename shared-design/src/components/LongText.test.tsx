import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LongText } from './LongText';

// jsdom lays nothing out: the heights a browser would measure are given per test.
function layout(scrollHeight: number, clientHeight: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => scrollHeight,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => clientHeight,
  });
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('LongText (spec panels §9)', () => {
  it("collapses a text longer than 4 lines with 'Continua a leggere', then 'Comprimi'", async () => {
    layout(400, 96);
    render(
      <LongText>
        <p>Una lunga biografia.</p>
      </LongText>,
    );
    const more = await screen.findByRole('button', { name: 'Continua a leggere' });
    const body = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(body).toHaveTextContent('Una lunga biografia.');
    expect(body).toHaveClass('rc-long-text__body--collapsed');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'Comprimi' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveClass('rc-long-text__body--collapsed');

    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'Continua a leggere' })).toBeInTheDocument();
    expect(body).toHaveClass('rc-long-text__body--collapsed');
  });

  it('shows a short text whole, without a button', () => {
    layout(48, 48);
    render(<LongText>Breve.</LongText>);
    expect(screen.getByText('Breve.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
