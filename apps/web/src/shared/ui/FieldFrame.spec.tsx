import { render, screen } from '@testing-library/react';
import { FieldFrame } from './FieldFrame';

describe('FieldFrame', () => {
  it('labels the control and points it at its hint and error', () => {
    render(
      <FieldFrame id="email" label="E-mail" required hint="The address the centre writes to" error="Enter an e-mail">
        {(control) => <input id="email" {...control} />}
      </FieldFrame>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail');
  });

  it('marks a valid field neither invalid nor described', () => {
    render(
      <FieldFrame id="name" label="Name">
        {(control) => <input id="name" {...control} />}
      </FieldFrame>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
