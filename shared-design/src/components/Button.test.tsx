import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on click and never submits a form unless asked', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Annulla</Button>
        <Button type="submit" variant="secondary">
          Procedi
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading, announces busy, keeps its label and ignores clicks', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Accedi
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Accedi' });

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the variant', () => {
    render(<Button variant="text">Continua a leggere</Button>);
    expect(screen.getByRole('button', { name: 'Continua a leggere' })).toHaveClass('rc-button--text');
  });
});
