import type { ComponentPropsWithRef, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks further clicks while an action runs; the label stays readable. */
  loading?: boolean;
  /** Takes the whole width (narrow screens, dialog actions). */
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * The platform's button. `type` defaults to "button" so that a button inside a form never submits by
 * accident; pass type="submit" for the form's own action. While `loading`, the button stays focusable
 * (aria-disabled, aria-busy) so keyboard and screen-reader users do not lose their place.
 */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['rc-button', `rc-button--${variant}`, fullWidth && 'rc-button--full', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="rc-spinner__circle" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
